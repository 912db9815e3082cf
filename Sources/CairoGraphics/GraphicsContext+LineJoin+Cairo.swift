import CCairo

extension GraphicsContext.LineJoin {
    /// cairo's constant for this join.
    var cairoValue: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
