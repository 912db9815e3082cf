import PresentationKit

/// How the placeholder text of a node is set, by the node's role, following UIKit's defaults.
struct PlaceholderTextStyle {
    /// Body text size in points (UIKit's 17-pt `body` and bar text).
    static let fontSize = 17.0
    /// Inter's cap height as a fraction of the em, from the core's metrics: centring the caps centres a
    /// line visually.
    static let capHeightRatio = Double(Font.systemFont(ofSize: 1).capHeight)

    let font: Font
    let alignment: TextAlignment
    /// Space kept between the text and each side of the node.
    let sideInset: Double

    /// The style for a role: navigation titles are semibold and centred, bar items centred, list rows
    /// inset by 16 pt, anything else left-aligned at its edge.
    init(role: ViewRole) {
        let weight: Font.Weight
        switch role {
        case .label: (weight, alignment, sideInset) = (.semibold, .center, 0)
        case .barItem: (weight, alignment, sideInset) = (.regular, .center, 0)
        case .listRow: (weight, alignment, sideInset) = (.regular, .left, 16)
        default: (weight, alignment, sideInset) = (.regular, .left, 0)
        }
        font = .systemFont(ofSize: Self.fontSize, weight: weight)
    }

    /// `text` set on one line across a node of `size`, truncated with "…" to the width inside the side
    /// insets, its capitals centred vertically.
    func layOut(_ text: String, color: ColorComponents, in size: Size) -> RenderText {
        let layout = TextLayout(
            text: text, font: font, containerSize: Size(width: size.width - 2 * sideInset, height: font.lineHeight),
            numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: alignment)
        let baseline = size.height / 2 + font.capHeight / 2
        var text = RenderText(
            layout, offset: Point(x: sideInset, y: baseline - font.ascender), appearance: .light, clipsToBounds: false)
        for line in text.lines.indices {
            for run in text.lines[line].runs.indices { text.lines[line].runs[run].color = color }
        }
        return text
    }
}
