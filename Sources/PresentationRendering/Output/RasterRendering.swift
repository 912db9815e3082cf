import CairoGraphics
import Foundation
import PresentationKit

/// One tree drawn onto a raster canvas.
struct RasterRendering {
    let canvas: RasterCanvas

    /// Validates, allocates and draws.
    init(tree: RenderTree, options: RenderOptions) throws(RenderingError) {
        let layout = try CanvasLayout(tree: tree, options: options, format: .png)
        let corners = CornerTreatment(
            radius: tree.displayCornerRadius, exteriorIsOpaque: layout.exteriorIsOpaque(options),
            isRaster: true)
        let painter = ScenePainter(tree: tree, layout: layout, background: options.background, corners: corners)
        canvas = try GraphicsCall.reporting { () throws(GraphicsError) in
            let canvas = try RasterCanvas(pixelWidth: layout.outputWidth, pixelHeight: layout.outputHeight)
            try GraphicsCall.run("draw the render tree") { try canvas.draw(painter.paint) }
            return canvas
        }
    }

    /// The finished pixels.
    func image() -> RGBAImage {
        canvas.rgbaImage()
    }

    /// The finished image as PNG, encoded straight from the canvas's memory.
    func png(options: PNGEncodingOptions) throws(RenderingError) -> Data {
        let encoder = PNGEncoder(options: options)
        return try GraphicsCall.reporting { () throws(GraphicsError) in try encoder.encode(canvas) }
    }
}
