import PresentationKit

/// A custom presentation that puts the presented view wherever a test says — inside or outside its
/// container, under the status bar, at non-finite coordinates — with an optional dimming view, to give
/// the invariant checks something to catch.
final class PlacedPresentationController: PresentationController {
    var placement = Rect.zero
    var dimmingFrame: Rect?
    let dimmingView = View()

    override var frameOfPresentedViewInContainerView: Rect { placement }

    override func presentationTransitionWillBegin() {
        guard let containerView, let dimmingFrame else { return }
        dimmingView.role = .dimming
        dimmingView.label = "custom dimming"
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.3)
        dimmingView.frame = dimmingFrame
        containerView.insertSubview(dimmingView, at: 0)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = placement
    }
}
