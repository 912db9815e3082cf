import Foundation

extension Font {
    /// A font by PostScript or family name, as `UIFont(name:size:)`: always the system font (Inter) at
    /// the weight the name suggests ("…-Bold" bold, "…Light" light, "…Semibold" semibold, …; regular when
    /// it names none), so that app code naming a bundled font runs and lays out. `nil` only for an empty
    /// name.
    ///
    /// Differs from UIKit, which returns `nil` for a font it does not have: only Inter is installed here.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(size: fontSize, weight: Self.weight(named: fontName))
    }

    /// The weight a font name suggests: its first weight word, heaviest compound words first.
    private static func weight(named name: String) -> Weight {
        let lowercased = name.lowercased()
        let words: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .thin), ("hairline", .ultraLight), ("thin", .thin),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold), ("medium", .medium), ("light", .light),
        ]
        return words.first { lowercased.contains($0.0) }?.1 ?? .regular
    }

    /// The size of a label's text, as `UIFont.labelFontSize`: 17 pt.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of a button's text, as `UIFont.buttonFontSize`: 18 pt.
    public static var buttonFontSize: CGFloat { 18 }
    /// The standard system font size, as `UIFont.systemFontSize`: 14 pt.
    public static var systemFontSize: CGFloat { 14 }
    /// The small system font size, as `UIFont.smallSystemFontSize`: 12 pt.
    public static var smallSystemFontSize: CGFloat { 12 }
}
