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
