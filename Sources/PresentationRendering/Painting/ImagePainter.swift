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
        case .png(let png):
            drawPNG(png, in: rect, transform: transform, opacity: opacity)
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

    /// Draws the image's pixels stretched over `rect`. Data whose header reads as PNG but whose pixels cannot be
    /// decoded (a truncated file) draws the missing-image placeholder, so the failure shows.
    private func drawPNG(
        _ png: PNGImageData, in rect: Rect, transform: PresentationKit.AffineTransform, opacity: Double
    ) {
        guard let pixels = try? PNGDecoder.decode(png.bytes) else {
            drawUndecodable(in: rect, transform: transform, opacity: opacity)
            return
        }
        context.save()
        context.concatenate(transform.graphicsMatrix)
        if opacity < 1 { context.beginTransparencyLayer(opacity: opacity) }
        context.drawImage(pixels, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        if opacity < 1 { context.endTransparencyLayer() }
        context.restore()
    }

    /// A light grey box crossed corner to corner: where an image that cannot be decoded goes.
    private func drawUndecodable(in rect: Rect, transform: PresentationKit.AffineTransform, opacity: Double) {
        var box = PresentationKit.Path()
        box.addRect(rect)
        var cross = PresentationKit.Path()
        cross.move(to: Point(x: rect.minX, y: rect.minY))
        cross.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        cross.move(to: Point(x: rect.maxX, y: rect.minY))
        cross.addLine(to: Point(x: rect.minX, y: rect.maxY))
        context.setColor(RGBAColor(red: 0.9, green: 0.9, blue: 0.92, alpha: opacity))
        context.fill(box.graphicsPath(through: transform))
        context.setColor(RGBAColor(red: 0.56, green: 0.56, blue: 0.58, alpha: opacity))
        let line = GraphicsContext.StrokeStyle(lineWidth: transform.scaledLength(1), lineCap: .butt, lineJoin: .miter)
        context.stroke(box.graphicsPath(through: transform), style: line)
        context.stroke(cross.graphicsPath(through: transform), style: line)
    }
}
