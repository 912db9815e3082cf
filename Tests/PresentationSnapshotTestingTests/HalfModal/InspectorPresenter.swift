import PresentationKit

/// The PSPDFKit article's "architecture for arbitrary adaptivity": one object, the inspector's transitioning
/// delegate, decides at every presentation which presentation to use — the half modal (`.custom`) in
/// compact width, a popover from the inspector button in regular width — and, when the window's width
/// class changes (rotation, Split View), dismisses the inspector without animation once the change is
/// done and presents it again in the other style. UIKit cannot adapt a presentation *to* `.popover` or
/// `.custom`, so the adaptation lives here instead of in a presentation controller.
///
/// The presenting controller tells it about trait changes (``traitsWillChange(to:with:)``), as UIKit
/// controllers learn of them in `willTransition(to:with:)`.
final class InspectorPresenter: ViewControllerTransitioningDelegate, PopoverPresentationControllerDelegate {
    /// The controller shown.
    let inspector: ViewController
    /// The button a popover points at.
    let barButtonItem: BarButtonItem
    /// The popover's content size.
    static let popoverContentSize = Size(width: 320, height: 360)
    private weak var presenter: ViewController?

    init(inspector: ViewController, barButtonItem: BarButtonItem) {
        self.inspector = inspector
        self.barButtonItem = barButtonItem
    }

    /// The style for a set of traits: a popover in regular width, the half modal otherwise.
    static func style(for traits: TraitCollection) -> ModalPresentationStyle {
        traits.horizontalSizeClass == .regular ? .popover : .custom
    }

    /// Presents the inspector from `presenter` in the style its traits call for.
    func present(from presenter: ViewController, animated: Bool) throws {
        self.presenter = presenter
        prepare(for: presenter.traitCollection, presenter: presenter)
        try presenter.tryPresent(inspector, animated: animated)
    }

    /// Re-presents the inspector after a trait change that calls for the other style.
    func traitsWillChange(to traits: TraitCollection, with coordinator: TransitionCoordinator) {
        guard inspector.presentingViewController != nil, Self.style(for: traits) != inspector.modalPresentationStyle
        else { return }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.presentAgain() }
    }

    private func presentAgain() {
        guard let presenter else { return }
        inspector.dismiss(animated: false)
        prepare(for: presenter.traitCollection, presenter: presenter)
        presenter.present(inspector, animated: false)
    }

    private func prepare(for traits: TraitCollection, presenter: ViewController) {
        inspector.modalPresentationStyle = Self.style(for: traits)
        inspector.transitioningDelegate = self
        guard let popover = inspector.popoverPresentationController else { return }
        inspector.preferredContentSize = Self.popoverContentSize
        popover.barButtonItem = barButtonItem
        popover.passthroughViews = [presenter.view]
        popover.delegate = self
    }

    // MARK: ViewControllerTransitioningDelegate

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        HalfModalPresentationController(presentedViewController: presented, presenting: presenting)
    }

    // MARK: AdaptivePresentationControllerDelegate

    /// The popover stays a popover: this object adapts by presenting again, not UIKit.
    func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        .none
    }
}
