/// Where a popover sits: its whole frame, the content inside it and its arrow.
public struct PopoverGeometry: Hashable, Sendable, Codable {
    /// The popover including the arrow band, in container coordinates.
    public var frame: Rect
    /// The presented content (the frame without the arrow band).
    public var contentFrame: Rect
    /// The direction the arrow points; empty when the popover has no arrow.
    public var arrowDirection: PopoverArrowDirection
    /// The arrow's offset from the centre of its edge, after clamping away from the corners.
    public var arrowOffset: Double
    /// The arrow tip, which touches the source rectangle.
    public var arrowTip: Point
    /// The two ends of the arrow's base, on the content edge.
    public var arrowBase: [Point]
}
