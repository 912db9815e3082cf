/// A width and a height, in points.
///
/// The counterpart of `CGSize`. Negative values are allowed, as in Core Graphics; ``Rect`` normalises them.
public struct Size: Hashable, Sendable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its two extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// The same size with width and height swapped (portrait ↔ landscape).
    public var transposed: Size { Size(width: height, height: width) }

    /// Whether both extents are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The size mapped through the linear part of an affine transform (translation ignored), as
    /// `CGSize.applying(_:)` does.
    public func applying(_ transform: AffineTransform) -> Size {
        Size(
            width: transform.a * width + transform.c * height,
            height: transform.b * width + transform.d * height
        )
    }
}
