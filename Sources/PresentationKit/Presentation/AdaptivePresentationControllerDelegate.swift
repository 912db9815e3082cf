/// Decides how a presentation adapts to trait changes and whether the user may dismiss it, as
/// `UIAdaptivePresentationControllerDelegate`.
///
/// Every method has a default, so conform and implement only what you need. The defaults of the two
/// `adaptivePresentationStyle` methods return what UIKit does when the delegate does not implement them
/// (``PresentationController/systemAdaptivePresentationStyle(for:)``), which fixes the problem PSPDFKit
/// describes of having no value meaning "behave as if unimplemented": call that method from yours.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a horizontally compact environment. Must be `.fullScreen`, `.overFullScreen`
    /// or `.none`.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// The style to use for a set of traits. May also be `.formSheet` or `.pageSheet`.
    func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle
    /// The controller to show in the adapted style (default: the presented one).
    func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    )
        -> ViewController?
    /// Called before the presentation appears in, or changes to, an adapted style.
    func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?)
    /// Whether a user-initiated dismissal may proceed (default `true`).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// Called when a user-initiated dismissal begins.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// Called after a user-initiated dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// Called when a user-initiated dismissal was refused (`isModalInPresentation` or
    /// ``presentationControllerShouldDismiss(_:)`` returning `false`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        controller.systemAdaptivePresentationStyle(for: controller.traitsBeingAdapted)
    }

    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact
            ? adaptivePresentationStyle(for: controller)
            : controller.systemAdaptivePresentationStyle(for: traitCollection)
    }

    public func presentationController(
        _ controller: PresentationController,
        viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    )
        -> ViewController?
    { nil }

    public func presentationController(
        _ presentationController: PresentationController,
        willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: TransitionCoordinator?
    ) {}

    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
