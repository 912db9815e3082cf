import CairoGraphics
import PresentationKit

/// How the placeholder text of a node is set, by the node's role, following UIKit's defaults.
struct PlaceholderTextStyle {
    /// Body text size in points (UIKit's 17-pt `body` and bar text).
    static let fontSize = 17.0
    /// Inter's cap height as a fraction of the em: centring the caps centres the line visually.
    static let capHeightRatio = 0.727

    let weight: GraphicsFont.Weight
    let alignment: GraphicsContext.TextAlignment
    /// Distance from the leading edge for left-aligned text.
    let leadingInset: Double

    /// The style for a role: navigation titles are semibold and centred, bar items centred, list rows
    /// inset by 16 pt, anything else left-aligned at its edge.
    init(role: ViewRole) {
        switch role {
        case .label: (weight, alignment, leadingInset) = (.semibold, .center, 0)
        case .barItem: (weight, alignment, leadingInset) = (.regular, .center, 0)
        case .listRow: (weight, alignment, leadingInset) = (.regular, .left, 16)
        default: (weight, alignment, leadingInset) = (.regular, .left, 0)
        }
    }

    /// Where the text starts (or is centred) and sits, in the node's own coordinates.
    func anchor(in size: Size) -> Point {
        let x = alignment == .center ? size.width / 2 : leadingInset
        return Point(x: x, y: size.height / 2 + Self.fontSize * Self.capHeightRatio / 2)
    }
}
