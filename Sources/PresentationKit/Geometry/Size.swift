import Foundation

/// A width and a height in points: Foundation's `CGSize`.
public typealias Size = CGSize

extension CGSize {
    /// The same size with width and height swapped (portrait ↔ landscape).
    public var transposed: CGSize { CGSize(width: height, height: width) }

    /// Whether both extents are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The size mapped through the linear part of an affine transform (translation ignored), as
    /// `CGSize.applying(_:)` does.
    public func applying(_ transform: AffineTransform) -> CGSize {
        CGSize(
            width: transform.a * width + transform.c * height,
            height: transform.b * width + transform.d * height)
    }
}
