// The rest of UIKit's system palette. Values are the sRGB components Apple lists for the light and dark
// (base) appearance: the "UI element colors" and "Standard colors" pages of the UIKit documentation and the
// Human Interface Guidelines' Color page (system colours and system grays), as read from UIKit 13+ by
// Noah Gilmore's ColorCompatibility and NGSystemColorComparison tables (which also give the alphas UIKit uses
// for the translucent label, fill and separator colours). Elevated dark variants where UIKit has them.

extension Color {
    // MARK: Label and text

    /// Quaternary text: #3C3C43 at 18 % / #EBEBF5 at 18 %.
    public static let quaternaryLabel = Color(
        light: ColorComponents(rgb: 0x3C3C43, alpha: 0.18), dark: ColorComponents(rgb: 0xEBEBF5, alpha: 0.18))
    /// Placeholder text in text fields: #3C3C43 at 30 % / #EBEBF5 at 30 %.
    public static let placeholderText = Color(
        light: ColorComponents(rgb: 0x3C3C43, alpha: 0.3), dark: ColorComponents(rgb: 0xEBEBF5, alpha: 0.3))
    /// Links: #007AFF / #0984FF.
    public static let link = Color(light: ColorComponents(rgb: 0x007AFF), dark: ColorComponents(rgb: 0x0984FF))
    /// Text on light backgrounds, whatever the appearance: opaque black.
    public static let darkText = Color(white: 0, alpha: 1)
    /// Text on dark backgrounds, whatever the appearance: white at 60 %.
    public static let lightText = Color(white: 1, alpha: 0.6)

    // MARK: Fills and separators

    /// Fills for medium shapes: #787880 at 16 % / at 32 %.
    public static let secondarySystemFill = Color(
        light: ColorComponents(rgb: 0x787880, alpha: 0.16), dark: ColorComponents(rgb: 0x787880, alpha: 0.32))
    /// Fills for large shapes: #767680 at 12 % / at 24 %.
    public static let tertiarySystemFill = Color(
        light: ColorComponents(rgb: 0x767680, alpha: 0.12), dark: ColorComponents(rgb: 0x767680, alpha: 0.24))
    /// Fills for large areas with complex content: #747480 at 8 % / #767680 at 18 %.
    public static let quaternarySystemFill = Color(
        light: ColorComponents(rgb: 0x747480, alpha: 0.08), dark: ColorComponents(rgb: 0x767680, alpha: 0.18))
    /// Separators that hide what is behind them: #C6C6C8 / #38383A.
    public static let opaqueSeparator = Color(
        light: ColorComponents(rgb: 0xC6C6C8), dark: ColorComponents(rgb: 0x38383A))

    // MARK: Backgrounds

    /// Content layered on the secondary background: white / #2C2C2E (elevated: #3A3A3C).
    public static let tertiarySystemBackground = Color(
        light: ColorComponents(rgb: 0xFFFFFF), dark: ColorComponents(rgb: 0x2C2C2E),
        darkElevated: ColorComponents(rgb: 0x3A3A3C))
    /// Content layered on grouped cells: #F2F2F7 / #2C2C2E (elevated: #3A3A3C).
    public static let tertiarySystemGroupedBackground = Color(
        light: ColorComponents(rgb: 0xF2F2F7), dark: ColorComponents(rgb: 0x2C2C2E),
        darkElevated: ColorComponents(rgb: 0x3A3A3C))

    // MARK: System grays

    /// #AEAEB2 / #636366.
    public static let systemGray2 = Color(light: ColorComponents(rgb: 0xAEAEB2), dark: ColorComponents(rgb: 0x636366))
    /// #C7C7CC / #48484A.
    public static let systemGray3 = Color(light: ColorComponents(rgb: 0xC7C7CC), dark: ColorComponents(rgb: 0x48484A))
    /// #D1D1D6 / #3A3A3C.
    public static let systemGray4 = Color(light: ColorComponents(rgb: 0xD1D1D6), dark: ColorComponents(rgb: 0x3A3A3C))
    /// #E5E5EA / #2C2C2E.
    public static let systemGray5 = Color(light: ColorComponents(rgb: 0xE5E5EA), dark: ColorComponents(rgb: 0x2C2C2E))
    /// #F2F2F7 / #1C1C1E.
    public static let systemGray6 = Color(light: ColorComponents(rgb: 0xF2F2F7), dark: ColorComponents(rgb: 0x1C1C1E))

    // MARK: System colours of iOS 15

    /// #00C7BE / #63E6E2 (iOS 15+).
    public static let systemMint = Color(light: ColorComponents(rgb: 0x00C7BE), dark: ColorComponents(rgb: 0x63E6E2))
    /// #32ADE6 / #64D2FF (iOS 15+).
    public static let systemCyan = Color(light: ColorComponents(rgb: 0x32ADE6), dark: ColorComponents(rgb: 0x64D2FF))
    /// #A2845E / #AC8E68.
    public static let systemBrown = Color(light: ColorComponents(rgb: 0xA2845E), dark: ColorComponents(rgb: 0xAC8E68))
}
