/// UIKit's semantic system colours, with the sRGB values Apple publishes in the Human Interface
/// Guidelines for light and dark appearance (base, not elevated, not high contrast).
extension Color {
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0, alpha: 1)
    /// Opaque white.
    public static let white = Color(white: 1, alpha: 1)

    // UIKit's fixed (non-adaptive) colours, with the component values UIKit documents for each.

    /// Red 1, green 0, blue 0.
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// Red 0, green 1, blue 0.
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    /// Red 0, green 0, blue 1.
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// Red 0, green 1, blue 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    /// Red 1, green 1, blue 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    /// Red 1, green 0, blue 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    /// Red 1, green 0.5, blue 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Red 0.5, green 0, blue 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Red 0.6, green 0.4, blue 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// White 0.5.
    public static let gray = Color(white: 0.5, alpha: 1)
    /// White 1/3.
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    /// White 2/3.
    public static let lightGray = Color(white: 2.0 / 3, alpha: 1)

    /// The background of a screen: white / black (elevated: #1C1C1E).
    public static let systemBackground = Color(
        light: ColorComponents(rgb: 0xFFFFFF), dark: ColorComponents(rgb: 0x000000),
        darkElevated: ColorComponents(rgb: 0x1C1C1E))
    /// The background of content layered on a screen: #F2F2F7 / #1C1C1E (elevated: #2C2C2E).
    public static let secondarySystemBackground = Color(
        light: ColorComponents(rgb: 0xF2F2F7), dark: ColorComponents(rgb: 0x1C1C1E),
        darkElevated: ColorComponents(rgb: 0x2C2C2E))
    /// Grouped table backgrounds: #F2F2F7 / black (elevated: #1C1C1E).
    public static let systemGroupedBackground = Color(
        light: ColorComponents(rgb: 0xF2F2F7), dark: ColorComponents(rgb: 0x000000),
        darkElevated: ColorComponents(rgb: 0x1C1C1E))
    /// Cells on a grouped background: white / #1C1C1E (elevated: #2C2C2E).
    public static let secondarySystemGroupedBackground = Color(
        light: ColorComponents(rgb: 0xFFFFFF), dark: ColorComponents(rgb: 0x1C1C1E),
        darkElevated: ColorComponents(rgb: 0x2C2C2E))
    /// The background of popover bubbles: the system background at the elevated level in dark mode.
    package static let elevatedSystemBackground = Color(
        light: ColorComponents(rgb: 0xFFFFFF), dark: ColorComponents(rgb: 0x1C1C1E))
    /// Primary text: black / white.
    public static let label = Color(
        light: ColorComponents(rgb: 0x000000), dark: ColorComponents(rgb: 0xFFFFFF))
    /// Secondary text: #3C3C43 at 60 % / #EBEBF5 at 60 %.
    public static let secondaryLabel = Color(
        light: ColorComponents(rgb: 0x3C3C43, alpha: 0.6), dark: ColorComponents(rgb: 0xEBEBF5, alpha: 0.6))
    /// Tertiary text, and the sheet grabber: #3C3C43 at 30 % / #EBEBF5 at 30 %.
    public static let tertiaryLabel = Color(
        light: ColorComponents(rgb: 0x3C3C43, alpha: 0.3), dark: ColorComponents(rgb: 0xEBEBF5, alpha: 0.3))
    /// Thin separators: #3C3C43 at 29 % / #545458 at 60 %.
    public static let separator = Color(
        light: ColorComponents(rgb: 0x3C3C43, alpha: 0.29), dark: ColorComponents(rgb: 0x545458, alpha: 0.6))
    /// Placeholder fills: #787880 at 20 % / #787880 at 36 %.
    public static let systemFill = Color(
        light: ColorComponents(rgb: 0x787880, alpha: 0.2), dark: ColorComponents(rgb: 0x787880, alpha: 0.36))
    /// Bars (navigation, tab): the translucent chrome material approximated as a flat colour.
    package static let barBackground = Color(
        light: ColorComponents(rgb: 0xF9F9F9, alpha: 0.94), dark: ColorComponents(rgb: 0x1D1D1D, alpha: 0.94))
    /// The tint colour: #007AFF / #0A84FF.
    public static let systemBlue = Color(
        light: ColorComponents(rgb: 0x007AFF), dark: ColorComponents(rgb: 0x0A84FF))
    /// #34C759 / #30D158.
    public static let systemGreen = Color(
        light: ColorComponents(rgb: 0x34C759), dark: ColorComponents(rgb: 0x30D158))
    /// #FF9500 / #FF9F0A.
    public static let systemOrange = Color(
        light: ColorComponents(rgb: 0xFF9500), dark: ColorComponents(rgb: 0xFF9F0A))
    /// #FF3B30 / #FF453A.
    public static let systemRed = Color(
        light: ColorComponents(rgb: 0xFF3B30), dark: ColorComponents(rgb: 0xFF453A))
    /// #AF52DE / #BF5AF2.
    public static let systemPurple = Color(
        light: ColorComponents(rgb: 0xAF52DE), dark: ColorComponents(rgb: 0xBF5AF2))
    /// #5856D6 / #5E5CE6.
    public static let systemIndigo = Color(
        light: ColorComponents(rgb: 0x5856D6), dark: ColorComponents(rgb: 0x5E5CE6))
    /// #FF2D55 / #FF375F.
    public static let systemPink = Color(
        light: ColorComponents(rgb: 0xFF2D55), dark: ColorComponents(rgb: 0xFF375F))
    /// #5AC8FA / #64D2FF.
    public static let systemTeal = Color(
        light: ColorComponents(rgb: 0x5AC8FA), dark: ColorComponents(rgb: 0x64D2FF))
    /// #FFCC00 / #FFD60A.
    public static let systemYellow = Color(
        light: ColorComponents(rgb: 0xFFCC00), dark: ColorComponents(rgb: 0xFFD60A))
    /// #8E8E93 / #8E8E93.
    public static let systemGray = Color(ColorComponents(rgb: 0x8E8E93))
}
