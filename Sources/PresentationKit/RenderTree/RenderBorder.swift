/// A resolved border in a render tree.
public struct RenderBorder: Hashable, Sendable, Codable {
    /// Line width in points.
    public var width: Double
    /// Line colour.
    public var color: ColorComponents
}
