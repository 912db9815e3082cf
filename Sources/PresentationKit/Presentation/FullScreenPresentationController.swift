/// The built-in controller of `.fullScreen`, `.overFullScreen`, `.currentContext` and
/// `.overCurrentContext` presentations: the presented view fills the container.
final class FullScreenPresentationController: PresentationController {
    override var isBuiltIn: Bool { true }

    override var frameOfPresentedViewInContainerView: Rect {
        builtInGeometry?.presentedFrame ?? super.frameOfPresentedViewInContainerView
    }

    override var shouldPresentInFullscreen: Bool { !presentationStyle.isContextual }

    /// Full screen and current context remove the presenter's views, except with `.partialCurl`, where
    /// the curled presenter stays on screen above the presented view.
    override var shouldRemovePresentersView: Bool {
        (presentationStyle == .fullScreen || presentationStyle == .currentContext)
            && TransitionTiming.transitionStyle(of: self) != .partialCurl
    }
}
