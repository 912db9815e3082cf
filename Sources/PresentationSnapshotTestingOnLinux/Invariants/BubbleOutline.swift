import PresentationKit

/// A popover bubble's drawn outline on the window: the rounded body and the arrow tip.
struct BubbleOutline {
    /// The body rectangle on the window.
    let body: Rect
    /// The arrow tip on the window, when the bubble has an arrow.
    let tip: Point?

    /// Reads a `popover-background` node; `nil` for any other shape.
    init?(_ node: RenderNode) {
        guard case .popoverBubble(let body, _, let arrow, _) = node.shape else { return nil }
        self.body = body.applying(node.transform)
        tip = arrow.count == 3 ? arrow[1].applying(node.transform) : nil
    }
}
