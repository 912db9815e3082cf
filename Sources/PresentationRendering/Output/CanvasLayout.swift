import CairoGraphics
import PresentationKit

/// The size and coordinate set-up of one image: the window, the optional bezel around it and the scale
/// from points to the output's units.
struct CanvasLayout {
    /// The window's size in points.
    let screenSize: Size
    /// Bezel width in points (0 without a device frame), a whole number of pixels.
    let bezel: Double
    /// Output units per point: pixels per point for PNG, 1 for SVG and PDF (which are measured in points).
    let unitsPerPoint: Double
    /// The grid edges are snapped to: the rendered pixels, or the device's pixels for vector output.
    let grid: PixelGrid
    /// Whether the output is SVG or PDF (drawn at any resolution later, so edges cannot be pixel-aligned).
    let isVector: Bool
    /// Whether the output is a PDF.
    let isPDF: Bool

    /// The layout for `tree` rendered as `format`, validating the tree, the scale and, for PNG, the pixel
    /// size before anything is allocated.
    init(tree: RenderTree, options: RenderOptions, format: RenderFormat) throws(RenderingError) {
        try RenderTreeValidator.validate(tree)
        let pixelScale = options.scale ?? tree.scale
        guard pixelScale.isFinite, pixelScale > 0 else { throw .invalidScale(pixelScale) }
        unitsPerPoint = format == .png ? pixelScale : 1
        isVector = format != .png
        isPDF = format == .pdf
        grid = PixelGrid(scale: pixelScale)
        bezel = options.includesDeviceFrame ? grid.snap(RenderOptions.deviceFrameWidth) : 0
        screenSize = tree.size
        if format == .png { try validatePixelSize() }
    }

    /// The layout of a screen drawn inside a larger drawing (a documentation figure) whose units are the
    /// tree's points: edges snap to a grid of `pixelsPerPoint` (the figure's scale times its zoom).
    init(tree: RenderTree, includesDeviceFrame: Bool, pixelsPerPoint: Double, format: RenderFormat)
        throws(RenderingError)
    {
        try RenderTreeValidator.validate(tree)
        guard pixelsPerPoint.isFinite, pixelsPerPoint > 0 else { throw .invalidScale(pixelsPerPoint) }
        unitsPerPoint = 1
        isVector = format != .png
        isPDF = format == .pdf
        grid = PixelGrid(scale: pixelsPerPoint)
        // Not snapped: the figure's layout must not depend on its output scale.
        bezel = includesDeviceFrame ? RenderOptions.deviceFrameWidth : 0
        screenSize = tree.size
    }

    /// The whole image in points.
    var canvasSize: Size {
        Size(width: screenSize.width + 2 * bezel, height: screenSize.height + 2 * bezel)
    }

    /// The screen's rectangle on the canvas, in points.
    var screenRect: Rect {
        Rect(x: bezel, y: bezel, width: screenSize.width, height: screenSize.height)
    }

    /// Whether everything outside the display shape is opaque (a bezel or an opaque background).
    func exteriorIsOpaque(_ options: RenderOptions) -> Bool {
        bezel > 0 || options.background.alpha >= 1
    }

    /// The image size in output units.
    var outputWidth: Double { canvasSize.width * unitsPerPoint }
    var outputHeight: Double { canvasSize.height * unitsPerPoint }

    private func validatePixelSize() throws(RenderingError) {
        let limit = RasterCanvas.maximumPixelDimension
        let fits = { (side: Double) in side.rounded() >= 1 && side.rounded() <= Double(limit) }
        guard fits(outputWidth), fits(outputHeight) else {
            throw .canvasTooLarge(pixelWidth: outputWidth.rounded(), pixelHeight: outputHeight.rounded(), limit: limit)
        }
    }
}
