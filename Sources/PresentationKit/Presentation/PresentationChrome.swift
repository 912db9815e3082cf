/// The views a built-in layout puts around a presented view, and how a ``PresentationGeometry`` is
/// applied to them: dimming behind, popover bubble under the content, grabber on top.
final class PresentationChrome {
    private(set) var dimmingView: DimmingView?
    private(set) var popoverBackground: PopoverBackgroundView?
    private(set) var grabber: GrabberView?

    /// Positions the presented view and creates, updates or removes each piece of chrome.
    func apply(
        _ geometry: PresentationGeometry, presentedView: View, container: View,
        popoverColor: Color?, passthroughViews: [View], metrics: PresentationMetrics
    ) {
        applyDimming(geometry.dimming, container: container, passthroughViews: passthroughViews)
        applyPopover(
            geometry, presentedView: presentedView, container: container, color: popoverColor,
            metrics: metrics)
        presentedView.frame = geometry.presentedFrame
        presentedView.cornerRadius = geometry.cornerRadius
        presentedView.maskedCorners = geometry.maskedCorners
        presentedView.cornerCurve = .continuous
        presentedView.clipsToBounds = geometry.cornerRadius > 0
        applyShadow(
            opacity: geometry.popover == nil ? geometry.shadowOpacity : 0, radius: metrics[.sheetShadowRadius],
            to: presentedView)
        applyGrabber(geometry.grabberFrame, presentedView: presentedView, container: container)
    }

    /// Gives a sheet its soft shadow, or none. The opacity is set as a change of its own, so that inside an
    /// animation block it animates from where it is (0 at the start of a presentation) rather than showing at
    /// once.
    private func applyShadow(opacity: Double, radius: Double, to view: View) {
        guard opacity > 0 else {
            view.shadow = nil
            return
        }
        view.shadow = Shadow(opacity: view.shadow?.opacity ?? opacity, radius: radius)
        view.shadowOpacity = opacity
    }

    /// Fades the chrome out (dismissal): dimming and bubble to alpha 0.
    func fadeOut() {
        dimmingView?.alpha = 0
        popoverBackground?.alpha = 0
        grabber?.alpha = 0
    }

    /// Sets the chrome's alpha without animation (the start of a presentation).
    func setAlpha(_ alpha: Double) {
        dimmingView?.alpha = alpha
        popoverBackground?.alpha = alpha
    }

    /// Sets the popover bubble's transform to the one `transform` gives for it (the start of a popover's
    /// presentation, and `.identity` at its end).
    func setPopoverTransform(_ transform: (View) -> AffineTransform) {
        if let popoverBackground { popoverBackground.transform = transform(popoverBackground) }
    }

    private func applyDimming(_ dimming: DimmingGeometry?, container: View, passthroughViews: [View]) {
        guard let dimming else {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
            return
        }
        let view = dimmingView ?? DimmingView()
        if view.superview !== container { container.insertSubview(view, at: 0) }
        dimmingView = view
        view.frame = dimming.frame
        view.backgroundColor = Color(white: 0, alpha: dimming.alpha)
        view.passthroughViews = passthroughViews
    }

    private func applyPopover(
        _ geometry: PresentationGeometry, presentedView: View, container: View, color: Color?,
        metrics: PresentationMetrics
    ) {
        guard let popover = geometry.popover else {
            popoverBackground?.removeFromSuperview()
            popoverBackground = nil
            return
        }
        let view = popoverBackground ?? PopoverBackgroundView()
        if view.superview !== container { container.insertSubview(view, belowSubview: presentedView) }
        popoverBackground = view
        view.cornerRadius = geometry.cornerRadius
        view.cornerCurve = .continuous
        view.apply(popover)
        view.backgroundColor = color ?? .elevatedSystemBackground
        view.shadow = Shadow(
            opacity: geometry.shadowOpacity, offset: Size(width: 0, height: metrics[.popoverShadowOffsetY]),
            radius: metrics[.popoverShadowRadius])
    }

    private func applyGrabber(_ frame: Rect?, presentedView: View, container: View) {
        guard let frame else {
            grabber?.removeFromSuperview()
            grabber = nil
            return
        }
        let view = grabber ?? GrabberView()
        if view.superview !== container { container.insertSubview(view, aboveSubview: presentedView) }
        grabber = view
        view.frame = frame
        view.cornerRadius = frame.height / 2
    }

    /// Removes every piece of chrome.
    func removeAll() {
        dimmingView?.removeFromSuperview()
        popoverBackground?.removeFromSuperview()
        grabber?.removeFromSuperview()
        dimmingView = nil
        popoverBackground = nil
        grabber = nil
    }
}
