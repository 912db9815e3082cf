/// A border stroked inside a view's shape, as `CALayer.borderWidth` / `borderColor`.
public struct Border: Hashable, Sendable {
    /// Line width in points.
    public var width: Double
    /// Line colour.
    public var color: Color

    /// Creates a border.
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}
