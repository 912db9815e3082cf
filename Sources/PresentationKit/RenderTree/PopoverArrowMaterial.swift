/// Gives a popover's arrow the colour of the content it touches, so the arrow and a bar at its edge read as
/// one material, as in UIKit (whose popover content reaches into the arrow, a navigation bar's background
/// included, since iOS 13).
///
/// The colour is what the presented content shows just inside the arrow's base: every filled node over that
/// point, composited in drawing order over the bubble's own fill (``RenderNode/colorShown(at:over:)``). The
/// bubble keeps its colour elsewhere, and a popover whose content adds nothing there keeps a plain arrow.
enum PopoverArrowMaterial {
    /// How far inside the body, from the arrow's base, the content is sampled, in points: past the base's
    /// antialiased edge and the arrow outline's dip into the body.
    private static let probeDepth = 1.5

    /// Sets the arrow colour of each popover bubble among `siblings` (a presentation container's children)
    /// from the siblings drawn after it.
    static func match(in siblings: inout [RenderNode]) {
        for index in siblings.indices {
            guard case .popoverBubble(let body, let radius, let arrow, _) = siblings[index].shape,
                let bubbleColor = siblings[index].backgroundColor,
                let probe = probePoint(arrow: arrow, transform: siblings[index].transform)
            else { continue }
            let color = siblings[(index + 1)...].reduce(bubbleColor) { $1.colorShown(at: probe, over: $0) }
            guard color != bubbleColor else { continue }
            siblings[index].shape = .popoverBubble(body: body, cornerRadius: radius, arrow: arrow, arrowColor: color)
        }
    }

    /// The window point just inside the body behind the middle of the arrow's base `[base, tip, base]`.
    private static func probePoint(arrow: [Point], transform: AffineTransform) -> Point? {
        guard arrow.count == 3 else { return nil }
        let base = Point(x: (arrow[0].x + arrow[2].x) / 2, y: (arrow[0].y + arrow[2].y) / 2)
        let towardTip = Point(x: arrow[1].x - base.x, y: arrow[1].y - base.y)
        let length = (towardTip.x * towardTip.x + towardTip.y * towardTip.y).squareRoot()
        guard length > 0 else { return nil }
        let inside = Point(
            x: base.x - towardTip.x / length * probeDepth, y: base.y - towardTip.y / length * probeDepth)
        return inside.applying(transform)
    }
}
