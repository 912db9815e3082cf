import Foundation

/// A drop shadow behind a view's shape, as the `CALayer` shadow properties.
public struct Shadow: Hashable, Sendable {
    /// Shadow colour (opacity is applied on top).
    public var color: Color
    /// 0…1.
    public var opacity: Double
    /// Offset in points.
    public var offset: Size
    /// Blur radius in points (`shadowRadius`).
    public var radius: Double
    /// The outline the shadow takes (`shadowPath`), in the view's coordinates; `nil`: the view's own shape.
    public var path: Path?

    /// Creates a shadow.
    public init(color: Color = .black, opacity: Double, offset: Size = .zero, radius: Double, path: Path? = nil) {
        self.path = path
        self.color = color
        self.opacity = opacity
        self.offset = offset
        self.radius = radius
    }
}
