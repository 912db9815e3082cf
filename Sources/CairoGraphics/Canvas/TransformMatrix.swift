import CCairo

/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty),
/// laid out like CoreGraphics' `CGAffineTransform` and cairo's matrix.
public struct TransformMatrix: Equatable, Hashable, Sendable {
    /// Horizontal scale / rotation component.
    public var a: Double
    /// Vertical shear / rotation component.
    public var b: Double
    /// Horizontal shear / rotation component.
    public var c: Double
    /// Vertical scale / rotation component.
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// Creates a transform from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = TransformMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A pure translation by (`x`, `y`).
    public static func translation(x: Double, y: Double) -> TransformMatrix {
        TransformMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A pure scale by (`x`, `y`) about the origin.
    public static func scale(x: Double, y: Double) -> TransformMatrix {
        TransformMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Applies the transform to the point (`x`, `y`).
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// The transform that applies this one, then `next` (like `CGAffineTransform.concatenating`).
    func concatenating(_ next: TransformMatrix) -> TransformMatrix {
        TransformMatrix(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }
}

extension TransformMatrix {
    /// Creates a transform from cairo's matrix layout.
    init(cairoMatrix matrix: cairo_matrix_t) {
        self.init(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// The same transform in cairo's matrix layout.
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }
}
