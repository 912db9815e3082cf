/// The view a presentation happens in, UIKit's transition view. Asked to lay out with pending layout
/// (`containerView.setNeedsLayout()` then `containerView.layoutIfNeeded()`), it runs its presentation
/// controller's layout pass — `containerViewWillLayoutSubviews()`, the built-in layout,
/// `containerViewDidLayoutSubviews()` — before laying out its subviews, as UIKit's transition view does; so
/// that idiom inside `UIView.animate` re-frames a custom presentation, animated.
///
/// Differs from UIKit: the window's own layout passes (after presenting, rotating, a size change) run the
/// presentation's layout pass themselves, once; a container marked dirty in between is not laid out again
/// through the hooks until `layoutIfNeeded()` is called on it.
final class PresentationContainerView: View {
    /// The presentation this view holds.
    weak var presentationController: PresentationController?
    /// Whether the presentation's layout pass is running (it must not start itself again).
    var isRunningPresentationLayout = false

    override func layoutIfNeeded() {
        if isLayoutPending, !isRunningPresentationLayout, let controller = presentationController,
            let window = controller.window, window.presentations.contains(where: { $0 === controller })
        {
            window.layoutPass(controller)
        }
        super.layoutIfNeeded()
    }
}
