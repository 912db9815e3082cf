import PresentationKit

/// Reads colours: a system colour name (`systemGroupedBackground`, `systemBlue`, …) or `#RRGGBB` /
/// `#RRGGBBAA` hex in sRGB.
enum SceneColorDecoder {
    /// The system colours a file may name.
    static let systemColors: [(name: String, color: Color)] = [
        ("clear", .clear), ("black", .black), ("white", .white),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("separator", .separator), ("systemFill", .systemFill), ("systemBlue", .systemBlue),
        ("systemGreen", .systemGreen), ("systemOrange", .systemOrange), ("systemRed", .systemRed),
        ("systemPurple", .systemPurple), ("systemIndigo", .systemIndigo), ("systemPink", .systemPink),
        ("systemTeal", .systemTeal), ("systemYellow", .systemYellow), ("systemGray", .systemGray),
    ]

    /// The colour written at `reader`.
    static func color(from reader: NodeReader) throws(SceneError) -> Color {
        let text = try reader.string()
        if text.hasPrefix("#") {
            guard let color = hexColor(text.dropFirst()) else {
                throw reader.error("invalid colour '\(text)': use #RRGGBB or #RRGGBBAA")
            }
            return color
        }
        if let match = systemColors.first(where: { $0.name == text }) { return match.color }
        throw reader.error(
            "unknown colour '\(text)'" + SceneSuggestion.hint(for: text, among: systemColors.map(\.name)))
    }

    private static func hexColor(_ digits: Substring) -> Color? {
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xFF : value
        func channel(_ shift: UInt32) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}
