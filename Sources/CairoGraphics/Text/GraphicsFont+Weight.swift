import CCairo

extension GraphicsFont {
    /// The weights the renderer uses, mapped to fontconfig's numeric weights
    /// (Regular 80, Medium 100, Semi Bold 180, Bold 200), which select the
    /// matching Inter faces rather than synthesising emboldened glyphs.
    public enum Weight: Equatable, Hashable, Sendable, CaseIterable {
        /// Regular (400).
        case regular
        /// Medium (500).
        case medium
        /// Semi Bold (600).
        case semibold
        /// Bold (700).
        case bold

        /// The fontconfig weight requested for this case.
        var fontconfigWeight: Int32 {
            switch self {
            case .regular: pk_font_weight_regular
            case .medium: pk_font_weight_medium
            case .semibold: pk_font_weight_semibold
            case .bold: pk_font_weight_bold
            }
        }
    }
}
