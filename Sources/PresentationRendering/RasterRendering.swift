import CairoGraphics
import Foundation
import PresentationKit

/// One tree drawn onto a raster canvas, with the display corners still to composite when the exterior
/// is translucent.
struct RasterRendering {
    let canvas: RasterCanvas
    let cornerCompositor: DisplayCornerCompositor?

    /// Validates, allocates and draws.
    init(tree: RenderTree, options: RenderOptions) throws(RenderingError) {
        let layout = try CanvasLayout(tree: tree, options: options, format: .png)
        let corners = CornerTreatment(radius: tree.displayCornerRadius, exteriorIsOpaque: layout.exteriorIsOpaque(options),
                                      isRaster: true)
        let painter = ScenePainter(tree: tree, layout: layout, background: options.background, corners: corners)
        (canvas, cornerCompositor) = try GraphicsCall.reporting { () throws(GraphicsError) in
            let canvas = try RasterCanvas(pixelWidth: layout.outputWidth, pixelHeight: layout.outputHeight)
            try GraphicsCall.run("draw the render tree") { try canvas.draw(painter.paint) }
            let compositor = corners == .compositeAfterwards
                ? try DisplayCornerCompositor(screenSize: tree.size, radius: tree.displayCornerRadius,
                                              scale: layout.unitsPerPoint, exterior: options.background)
                : nil
            return (canvas, compositor)
        }
    }

    /// The finished pixels.
    func image() throws(RenderingError) -> RGBAImage {
        let pixels = canvas.rgbaImage()
        guard let cornerCompositor else { return pixels }
        return try GraphicsCall.reporting { () throws(GraphicsError) in try cornerCompositor.apply(to: pixels) }
    }

    /// The finished image as PNG; an opaque canvas is encoded straight from its memory.
    func png(options: PNGEncodingOptions) throws(RenderingError) -> Data {
        let encoder = PNGEncoder(options: options)
        guard cornerCompositor != nil else {
            return try GraphicsCall.reporting { () throws(GraphicsError) in try encoder.encode(canvas) }
        }
        let pixels = try image()
        return try GraphicsCall.reporting { () throws(GraphicsError) in try encoder.encode(pixels) }
    }
}
