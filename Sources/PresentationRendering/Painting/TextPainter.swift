import CairoGraphics
import PresentationKit

/// Draws a node's placeholder text in its role's style.
struct TextPainter {
    let context: GraphicsContext

    /// Draws `text` in the node's box described by `size` and `geometry`.
    func draw(_ text: String, role: ViewRole, color: RGBAColor, size: Size, geometry: NodeGeometry) {
        let style = PlaceholderTextStyle(role: role)
        let anchor = style.anchor(in: size)
        if let scale = geometry.uniformScale {
            let origin = anchor.applying(geometry.transform)
            let font = GraphicsFont(size: PlaceholderTextStyle.fontSize * scale, weight: style.weight)
            context.drawText(
                text, font: font, color: color, x: origin.x, baselineY: geometry.point(anchor).y,
                alignment: style.alignment)
            return
        }
        context.save()
        context.concatenate(geometry.transform.graphicsMatrix)
        let font = GraphicsFont(size: PlaceholderTextStyle.fontSize, weight: style.weight)
        context.drawText(text, font: font, color: color, x: anchor.x, baselineY: anchor.y, alignment: style.alignment)
        context.restore()
    }
}
