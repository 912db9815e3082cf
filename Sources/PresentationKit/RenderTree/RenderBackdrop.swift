/// A blur of what lies behind a render node (a visual effect view's backdrop): the renderer draws what the
/// window shows behind the node's frame, blurs and saturates it, then lays the node's fill (the material's
/// tint) over it.
public struct RenderBackdrop: Hashable, Sendable, Codable {
    /// Which backdrop this is: unique within its tree, so the renderer can find the node again.
    public var index: Int
    /// The standard deviation of the Gaussian blur, in points.
    public var blurRadius: Double
    /// How much the blurred colours are saturated (1 = unchanged).
    public var saturation: Double
}
