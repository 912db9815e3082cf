import CCairo

extension GraphicsContext.LineCap {
    /// cairo's constant for this cap.
    var cairoValue: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}
