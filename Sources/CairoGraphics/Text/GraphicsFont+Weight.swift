import CCairo

extension GraphicsFont {
    /// The weights the renderer uses, lightest first, mapped to fontconfig's numeric weights (Thin 0,
    /// Extra Light 40, Light 50, Regular 80, Medium 100, Semi Bold 180, Bold 200, Extra Bold 205,
    /// Black 210), which select the matching Inter faces rather than synthesising emboldened glyphs.
    public enum Weight: Equatable, Hashable, Sendable, CaseIterable {
        /// Thin (100).
        case thin
        /// Extra Light (200).
        case extraLight
        /// Light (300).
        case light
        /// Regular (400).
        case regular
        /// Medium (500).
        case medium
        /// Semi Bold (600).
        case semibold
        /// Bold (700).
        case bold
        /// Extra Bold (800).
        case extraBold
        /// Black (900).
        case black

        /// The fontconfig weight requested for this case.
        var fontconfigWeight: Int32 {
            switch self {
            case .thin: pk_font_weight_thin
            case .extraLight: pk_font_weight_extralight
            case .light: pk_font_weight_light
            case .regular: pk_font_weight_regular
            case .medium: pk_font_weight_medium
            case .semibold: pk_font_weight_semibold
            case .bold: pk_font_weight_bold
            case .extraBold: pk_font_weight_extrabold
            case .black: pk_font_weight_black
            }
        }
    }
}
