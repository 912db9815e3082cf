/// What a ``GraphicsContext``'s state means for the SVG being built: the transform, the colour, the blend
/// mode and the clips that apply, saved and restored with it.
struct SVGGraphicsState {
    /// User space to page coordinates.
    var transform = TransformMatrix.identity
    /// The colour of fills, strokes and paints (cairo starts with opaque black).
    var color = RGBAColor.black
    /// How fills and paints combine with what is drawn.
    var blendMode = GraphicsContext.BlendMode.normal
    /// The clips in effect, outermost first.
    var clips: [SVGScope] = []
}

/// One entry of the state stack: a plain save, or a transparency layer (which saves the state too).
enum SVGSavedState {
    case save(SVGGraphicsState)
    case layer(SVGGraphicsState, SVGScope)

    var isLayer: Bool {
        if case .layer = self { return true }
        return false
    }
}
