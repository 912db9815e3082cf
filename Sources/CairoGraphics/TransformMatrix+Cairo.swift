import CCairo

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
