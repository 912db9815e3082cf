import CairoGraphics
import Foundation
import PresentationKit

/// One tree drawn as an SVG or PDF document measured in points.
enum VectorRendering {
    /// Validates, draws and returns the finished document.
    static func document(_ tree: RenderTree, format: RenderFormat, options: RenderOptions) throws(RenderingError)
        -> Data
    {
        let layout = try CanvasLayout(tree: tree, options: options, format: format)
        let corners = CornerTreatment(
            radius: tree.displayCornerRadius, exteriorIsOpaque: layout.exteriorIsOpaque(options),
            isRaster: false)
        let painter = ScenePainter(tree: tree, layout: layout, background: options.background, corners: corners)
        return try GraphicsCall.reporting { () throws(GraphicsError) in
            let canvas = try VectorCanvas(
                format: format == .pdf ? .pdf : .svg,
                width: layout.outputWidth, height: layout.outputHeight,
                metadata: VectorDocumentMetadata(title: options.title))
            return try GraphicsCall.run("draw the render tree as \(format.rawValue)") {
                try canvas.draw(painter.paint)
                return try canvas.finish()
            }
        }
    }
}
