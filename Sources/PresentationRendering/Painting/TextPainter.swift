import CairoGraphics
import PresentationKit

/// Draws laid-out text: every glyph at the position the core's text layout measured for it.
struct TextPainter {
    let context: GraphicsContext

    /// Draws `text` in the node's box described by `size` and `geometry`, at `opacity`.
    func draw(_ text: RenderText, opacity: Double, size: Size, geometry: NodeGeometry) {
        if text.clipsToBounds {
            context.save()
            context.clip(to: geometry.roundedRect(Rect(origin: .zero, size: size), radii: .zero, style: .circular))
        }
        defer { if text.clipsToBounds { context.restore() } }
        for line in text.lines {
            draw(line, color: line.color.graphicsColor(opacity: opacity), geometry: geometry)
        }
    }

    private func draw(_ line: RenderTextLine, color: RGBAColor, geometry: NodeGeometry) {
        let font = line.font
        let offsets = font.glyphOffsets(of: Array(line.text.unicodeScalars), kern: line.kern)
        if let scale = geometry.uniformScale {
            let origin = line.origin.applying(geometry.transform)
            context.drawGlyphs(
                line.text, offsets: offsets.map { $0 * scale }, font: font.graphicsFont(scale: scale), color: color,
                x: origin.x, baselineY: geometry.point(line.origin).y)
            return
        }
        context.save()
        context.concatenate(geometry.transform.graphicsMatrix)
        context.drawGlyphs(
            line.text, offsets: offsets, font: font.graphicsFont(), color: color, x: line.origin.x,
            baselineY: line.origin.y)
        context.restore()
    }
}
