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
            for run in line.runs {
                let origin = Point(x: line.origin.x + run.x, y: line.origin.y)
                draw(run, at: origin, color: run.color.graphicsColor(opacity: opacity), geometry: geometry)
            }
        }
    }

    /// Draws `run` with its baseline starting at `origin` in the node's coordinates.
    private func draw(_ run: RenderTextRun, at origin: Point, color: RGBAColor, geometry: NodeGeometry) {
        let font = run.font
        let offsets = font.glyphOffsets(of: Array(run.text.unicodeScalars), kern: run.kern)
        if let scale = geometry.uniformScale {
            let start = origin.applying(geometry.transform)
            context.drawGlyphs(
                run.text, offsets: offsets.map { $0 * scale }, font: font.graphicsFont(scale: scale), color: color,
                x: start.x, baselineY: geometry.point(origin).y)
            return
        }
        context.save()
        context.concatenate(geometry.transform.graphicsMatrix)
        context.drawGlyphs(
            run.text, offsets: offsets, font: font.graphicsFont(), color: color, x: origin.x, baselineY: origin.y)
        context.restore()
    }
}
