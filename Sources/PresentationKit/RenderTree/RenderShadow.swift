/// A resolved drop shadow in a render tree.
public struct RenderShadow: Hashable, Sendable, Codable {
    /// Colour with the shadow opacity already applied to its alpha.
    public var color: ColorComponents
    /// Offset in points.
    public var offset: Size
    /// Blur radius in points.
    public var radius: Double
}
