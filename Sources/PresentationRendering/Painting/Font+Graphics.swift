import CairoGraphics
import PresentationKit

extension Font.Weight {
    /// The Inter face the renderer draws this weight with: the same face whose metrics the core measures
    /// with (see ``Font/Weight``).
    var graphicsWeight: GraphicsFont.Weight {
        switch nearestNamed {
        case .ultraLight: .thin
        case .thin: .extraLight
        case .light: .light
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .extraBold
        case .black: .black
        default: .regular
        }
    }
}

extension Font {
    /// The font request that draws this font, `scale` times its size.
    func graphicsFont(scale: Double = 1) -> GraphicsFont {
        GraphicsFont(size: pointSize * scale, weight: weight.graphicsWeight)
    }
}
