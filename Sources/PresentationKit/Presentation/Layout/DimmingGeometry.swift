/// A dimming view's placement and colour.
public struct DimmingGeometry: Hashable, Sendable, Codable {
    /// Frame in container coordinates.
    public var frame: Rect
    /// The black level: alpha of the dimming colour (0 for a clear, touch-catching view).
    public var alpha: Double
}
