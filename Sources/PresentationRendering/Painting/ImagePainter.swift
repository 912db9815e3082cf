import CairoGraphics
import Foundation
import PresentationKit

/// Draws a node's image: a vector drawing filled and stroked in its colour, or a PNG file's pixels,
/// mapped from the image's box onto its rectangle in the node.
struct ImagePainter {
    let context: GraphicsContext
    /// The pixel grid a recorded drawing's text snaps to.
    let grid: PixelGrid

    /// Draws `image` through `transform` (the node's local-to-window transform) at `opacity`.
    func draw(_ image: RenderImage, transform: PresentationKit.AffineTransform, opacity: Double) {
        let rect = image.rect.standardized
        guard rect.width > 0, rect.height > 0, rect.isFinite else { return }
        switch image.content {
        case .drawing(let drawing, let color):
            draw(drawing, in: rect, color: color.graphicsColor(opacity: opacity), transform: transform)
        case .pngFile(let path):
            drawPNG(at: path, in: rect, transform: transform, opacity: opacity)
        case .recorded(let drawing, let size):
            guard size.width > 0, size.height > 0 else { return }
            let placed = PresentationKit.AffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
                .concatenating(PresentationKit.AffineTransform(translationX: rect.minX, y: rect.minY))
                .concatenating(transform)
            var box = PresentationKit.Path()
            box.addRect(Rect(origin: .zero, size: size))
            DrawingPainter(context: context, grid: grid).draw(
                drawing, transform: placed, outline: box.graphicsPath(through: placed), opacity: opacity)
        }
    }

    private func draw(
        _ drawing: ImageDrawing, in rect: Rect, color: RGBAColor, transform: PresentationKit.AffineTransform
    ) {
        guard drawing.size.width > 0, drawing.size.height > 0, color.alpha > 0 else { return }
        let scaleX = rect.width / drawing.size.width
        let scaleY = rect.height / drawing.size.height
        let map = PresentationKit.AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: rect.minX, ty: rect.minY)
            .concatenating(transform)
        let lineScale = (scaleX * scaleY).squareRoot() * transform.scaledLength(1)
        context.setColor(color)
        for part in drawing.parts {
            let path = part.path.graphicsPath(through: map)
            switch part.style {
            case .fill(let evenOdd):
                context.fill(path, rule: evenOdd ? .evenOdd : .winding)
            case .stroke(let lineWidth):
                context.stroke(
                    path, style: .init(lineWidth: lineWidth * lineScale, lineCap: .round, lineJoin: .round))
            }
        }
    }

    /// Draws the file's pixels stretched over `rect`; a file that cannot be decoded draws nothing.
    private func drawPNG(at path: String, in rect: Rect, transform: PresentationKit.AffineTransform, opacity: Double) {
        guard let pixels = try? PNGDecoder.decode(contentsOfFile: path) else { return }
        context.save()
        context.concatenate(transform.graphicsMatrix)
        if opacity < 1 { context.beginTransparencyLayer(opacity: opacity) }
        context.drawImage(pixels, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        if opacity < 1 { context.endTransparencyLayer() }
        context.restore()
    }
}
