import Foundation

/// A location in points: Foundation's `CGPoint`.
public typealias Point = CGPoint

extension CGPoint {
    /// This point moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }

    /// This point mapped through an affine transform.
    public func applying(_ transform: AffineTransform) -> CGPoint {
        CGPoint(
            x: transform.a * x + transform.c * y + transform.tx,
            y: transform.b * x + transform.d * y + transform.ty)
    }

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
