import CCairo

extension GraphicsContext {
    /// How a fill combines with what is already on the canvas (a subset of cairo's operators).
    public enum BlendMode: Hashable, Sendable {
        /// Source over destination (the default).
        case normal
        /// Keeps the destination only where the source covers it, scaled by the coverage: cuts a shape
        /// out of a finished image with antialiased edges and no seams.
        case destinationIn
        /// Draws the source behind the destination (fills what is transparent).
        case destinationOver

        var cairoOperator: cairo_operator_t {
            switch self {
            case .normal: CAIRO_OPERATOR_OVER
            case .destinationIn: CAIRO_OPERATOR_DEST_IN
            case .destinationOver: CAIRO_OPERATOR_DEST_OVER
            }
        }
    }

    /// Fills `path` with the current colour using `blendMode`.
    ///
    /// With `.destinationIn` cairo applies the operator to the whole clip region (outside the path the
    /// source is transparent), which is what cutting a shape out needs.
    public func fill(_ path: GraphicsPath, rule: FillRule = .winding, blendMode: BlendMode) {
        withBlendMode(blendMode) { fill(path, rule: rule) }
    }

    /// Paints the current colour over the clip region using `blendMode`.
    public func paint(blendMode: BlendMode) {
        withBlendMode(blendMode) { paint() }
    }

    /// Runs `body` between a save and a restore with cairo's operator set to `blendMode`.
    private func withBlendMode(_ blendMode: BlendMode, _ body: () -> Void) {
        save()
        note(.setBlendMode(blendMode))
        cairo_set_operator(pointer, blendMode.cairoOperator)
        body()
        restore()
    }
}

extension GraphicsContext {
    /// Decides which regions of a self-intersecting or nested path are inside.
    public enum FillRule: Equatable, Hashable, Sendable {
        /// Inside where the path's winding number is non-zero.
        case winding
        /// Inside where a ray crosses the path an odd number of times.
        case evenOdd
    }
}

extension GraphicsContext {
    /// The shape drawn at the open ends of stroked lines.
    public enum LineCap: Equatable, Hashable, Sendable {
        /// The stroke stops exactly at the end point.
        case butt
        /// A half circle centred on the end point.
        case round
        /// A half square extending past the end point.
        case square
    }
}

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

extension GraphicsContext {
    /// The shape drawn where two stroked segments meet.
    public enum LineJoin: Equatable, Hashable, Sendable {
        /// A sharp corner, bevelled when it would exceed the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut off straight.
        case bevel
    }
}

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

extension GraphicsContext {
    /// Where a line of text sits relative to its anchor point.
    public enum TextAlignment: Equatable, Hashable, Sendable {
        /// The text starts at the anchor.
        case left
        /// The text is centred on the anchor.
        case center
        /// The text ends at the anchor.
        case right
    }
}

extension GraphicsContext.TextAlignment {
    /// The fraction of the text width that lies left of the anchor.
    var offsetFraction: Double {
        switch self {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
    }
}
