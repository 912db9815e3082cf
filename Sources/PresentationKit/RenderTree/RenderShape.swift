/// The outline a render node fills, in the node's own coordinates.
public enum RenderShape: Hashable, Sendable, Codable {
    /// The node's bounds, rounded by its corner radius.
    case rectangle
    /// A popover bubble: a rounded rectangle plus an arrow triangle (base, tip, base), one outline.
    case popoverBubble(body: Rect, cornerRadius: Double, arrow: [Point])
    /// A capsule (radius = half the shorter side): grabbers, the home indicator.
    case capsule
}
