import Foundation

/// Manages one presentation: its container, the presented view's frame, chrome, adaptation and the
/// transition callbacks, as `UIPresentationController`.
///
/// Subclass it for a `.custom` presentation and vend it from
/// ``ViewControllerTransitioningDelegate/presentationController(forPresented:presenting:source:)``.
/// The framework calls the hooks in UIKit's order: ``presentationTransitionWillBegin()``, then
/// ``containerViewWillLayoutSubviews()`` / ``containerViewDidLayoutSubviews()`` around every layout pass,
/// ``presentationTransitionDidEnd(_:)``, and later ``dismissalTransitionWillBegin()`` /
/// ``dismissalTransitionDidEnd(_:)``. As in UIKit, a custom controller positions its own views when the
/// container lays out again (rotation, resize); the presented view gets
/// ``frameOfPresentedViewInContainerView`` when a transition starts.
///
/// Differs from UIKit: ``systemAdaptivePresentationStyle(for:)`` exposes UIKit's built-in adaptation so
/// delegates can fall back to it; when a custom presentation adapts to another style, that style's
/// built-in layout is used and ``frameOfPresentedViewInContainerView`` is not consulted.
///
/// Like `UIPresentationController` it is an `NSObject`, so a subclass can adopt delegate protocols that
/// UIKit declares as `NSObjectProtocol` refinements.
open class PresentationController: NSObject {
    /// Receives adaptation and dismissal questions.
    open weak var delegate: AdaptivePresentationControllerDelegate?
    /// The presented controller.
    public unowned let presentedViewController: ViewController
    private weak var storedPresentingViewController: ViewController?
    /// The view the presentation lives in, once the presentation began.
    open internal(set) var containerView: View?
    /// Traits that override the environment's for the presented controller.
    open var overrideTraitCollection: TraitCollection?
    /// The style the presentation was made with (`.automatic` already resolved).
    open internal(set) var presentationStyle: ModalPresentationStyle

    /// The adapted style in effect, `.none` when the presentation shows its own style.
    package var adaptiveStyleInEffect: ModalPresentationStyle = .none
    /// Why the presentation started in its style (recorded in the window when it is committed).
    var adaptationDecision: PresentationDecision?
    /// The window the presentation is in.
    weak var window: Window?
    /// The controller a context presentation covers.
    weak var contextViewController: ViewController?
    /// The views a built-in layout adds (dimming, popover bubble, grabber).
    let chrome = PresentationChrome()
    /// The geometry last applied by a built-in layout.
    var appliedGeometry: PresentationGeometry? {
        didSet { appliedGeometryCoversStatusBar = appliedGeometry?.coversStatusBar ?? false }
    }
    /// Whether ``appliedGeometry`` covers the status-bar band, kept apart so that the status-bar owner,
    /// worked out on every presentation and dismissal, reads it without copying the geometry.
    private(set) var appliedGeometryCoversStatusBar = false
    /// The presenter's view when it was removed from the hierarchy, with where it was.
    var removedPresenterView: RemovedPresenterView?
    /// The traits currently being adapted to (for the delegate defaults).
    var traitsBeingAdapted = TraitCollection()
    /// Whether a dismissal is running or done.
    var isDismissing = false
    /// `Type(<Presented>)`, the subject of this controller's trace entries (built once).
    private(set) lazy var traceSubject =
        "\(TypeNameCache.name(of: type(of: self)))(\(presentedViewController.description))"

    /// Creates a presentation controller, as `init(presentedViewController:presenting:)`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        storedPresentingViewController = presentingViewController
        presentationStyle = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The controller the presentation starts from (the presented one until the presentation begins,
    /// as UIKit's is undefined then).
    open var presentingViewController: ViewController {
        storedPresentingViewController ?? presentedViewController
    }

    func setPresentingViewController(_ controller: ViewController) {
        storedPresentingViewController = controller
    }

    /// The controller the delegate put in place of the presented one for an adapted style, if any.
    var adaptiveViewController: ViewController?

    /// The view animated on and off screen: the presented controller's view by default (or the view of
    /// the controller the delegate supplied for an adapted style).
    open var presentedView: View? { (adaptiveViewController ?? presentedViewController).view }

    /// Where the presented view goes in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: Rect {
        containerView.map { Rect(origin: .zero, size: $0.bounds.size) } ?? .zero
    }

    /// Whether the presentation covers the whole window (`true`) or only the presentation context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's views leave the hierarchy when the presentation completes.
    open var shouldRemovePresentersView: Bool { false }

    /// The traits of the presentation's container.
    open var traitCollection: TraitCollection {
        window?.traitCollection ?? presentingViewController.traitCollection
    }

    /// The style to use for a set of traits: the delegate's answer, or UIKit's built-in adaptation.
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        traitsBeingAdapted = traitCollection
        guard let delegate else { return systemAdaptivePresentationStyle(for: traitCollection) }
        return delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
    }

    /// What UIKit adapts this presentation to without a delegate: ``adaptivePresentationStyle`` in a
    /// horizontally compact environment, `.none` otherwise.
    open func systemAdaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle : .none
    }

    /// The style this presentation adapts to in a horizontally compact environment, as UIKit's
    /// `adaptivePresentationStyle` property: before iOS 13 popovers and sheets become full screen; from
    /// iOS 13 popovers become page sheets (cards) and sheets stay sheets (their controller lays out a card);
    /// everything else stays as it is (`.none`). Override it to choose another (`.none` keeps a custom
    /// presentation as it is on a phone).
    open var adaptivePresentationStyle: ModalPresentationStyle {
        let era = window?.environment.era ?? .latest
        switch presentationStyle {
        case .popover: return era.hasCardSheets ? .pageSheet : .fullScreen
        case .formSheet, .pageSheet: return era.hasCardSheets ? .none : .fullScreen
        default: return .none
        }
    }

    /// Called before the container lays out its views.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its views.
    open func containerViewDidLayoutSubviews() {}
    /// Called before the presentation animations start: add custom views and alongside animations here.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation animations finished (`completed` is `false` when cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animations start.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal animations finished.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container's size changes.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {}
    /// Called before the traits change (rotation, multitasking width, appearance), as UIKit calls it on
    /// presentation controllers as content containers. Not recorded in the callback trace.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {}
    /// Called when the presented controller's preferred content size changed; re-lays out.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        window?.relayoutPresentations()
    }
    /// The size of the presented content inside a container of `parentSize`: `parentSize`, as UIKit's
    /// default. Subclasses override it and call it from ``frameOfPresentedViewInContainerView``.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size)
        -> Size
    { parentSize }
    /// The presented controller's preferred content size.
    open var preferredContentSize: Size { presentedViewController.preferredContentSize }

    // MARK: - Built-in layout

    /// Whether the built-in classes (full screen, sheet, popover) lay out this presentation.
    var isBuiltIn: Bool { false }

    /// The style being shown: the adapted one, or the presentation style.
    package var effectiveStyle: ModalPresentationStyle {
        adaptiveStyleInEffect == .none ? presentationStyle : adaptiveStyleInEffect
    }

    /// Whether the framework lays out this presentation (built-in, or adapted to a built-in style).
    var usesBuiltInLayout: Bool { isBuiltIn || adaptiveStyleInEffect != .none }

    /// The settings that shape a sheet layout of this presentation.
    func sheetConfiguration() -> SheetConfiguration { SheetConfiguration() }

    /// The layout input for this presentation's current effective style.
    func layoutInput(environment: WindowEnvironment, containerSize: Size) -> PresentationLayoutInput {
        PresentationLayoutInput(
            environment: environment, containerSize: containerSize, style: effectiveStyle,
            preferredContentSize: presentedViewController.preferredContentSize,
            sheet: sheetConfiguration())
    }

    /// The built-in geometry for the current state, if the window knows its environment.
    var builtInGeometry: PresentationGeometry? {
        guard let window, let containerView else { return nil }
        return PresentationGeometryCalculator.geometry(
            layoutInput(environment: window.environment, containerSize: containerView.bounds.size))
    }

    /// Whether the presenter's views go once presented, for the style in effect.
    var removesPresentersView: Bool {
        guard adaptiveStyleInEffect != .none else { return shouldRemovePresentersView }
        return adaptiveStyleInEffect == .fullScreen || adaptiveStyleInEffect == .currentContext
    }
}

/// A presenter's view taken out of the hierarchy by a full-screen presentation, and where to put it back.
/// The old superview is held weakly: it is usually the window, which owns the presentation controller, and a
/// strong reference would keep the window and everything in it alive for ever.
struct RemovedPresenterView {
    /// The removed view (kept alive here while it is off screen).
    let view: View
    /// Where it was.
    weak var superview: View?
    /// Its index among the superview's subviews.
    let index: Int
}
