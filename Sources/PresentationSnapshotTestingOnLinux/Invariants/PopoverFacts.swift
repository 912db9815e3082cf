import PresentationKit

/// A popover's anchor and placement area, read from its live controller.
struct PopoverFacts {
    /// The source rectangle on the window: the bar button item's view, or the source view's rectangle
    /// (its bounds when the rectangle is zero); `nil` when neither is set.
    let sourceRect: Rect?
    /// The margins inside the safe area the bubble must keep.
    let margins: EdgeInsets
    /// The bubble view's frame on the window, if it is in the container.
    let bubbleFrame: Rect?

    /// Reads a popover presentation controller.
    init(_ popover: PopoverPresentationController) {
        if let itemView = popover.barButtonItem?.view {
            sourceRect = itemView.convert(itemView.bounds, to: nil)
        } else if let sourceView = popover.sourceView {
            sourceRect = sourceView.convert(
                popover.sourceRect == .zero ? sourceView.bounds : popover.sourceRect, to: nil)
        } else {
            sourceRect = nil
        }
        let metrics = popover.containerView?.window?.environment.metrics ?? PresentationMetrics.of(.latest)
        margins = popover.popoverLayoutMargins ?? EdgeInsets(all: metrics[.popoverLayoutMargin])
        bubbleFrame = popover.containerView?.subviews.first { $0 is PopoverBackgroundView }
            .map { $0.convert($0.bounds, to: nil) }
    }
}
