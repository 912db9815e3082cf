import CairoGraphics
import PresentationKit

/// The size and coordinate set-up of one image: the window, the optional device frame around it and the
/// scale from points to the output's units.
struct CanvasLayout {
    /// The window's size in points.
    let screenSize: Size
    /// The device frame around the screen (`nil` without one), its sides whole numbers of pixels.
    let frame: DeviceFrame?
    /// Output units per point: pixels per point for PNG, 1 for SVG and PDF (which are measured in points).
    let unitsPerPoint: Double
    /// The grid edges are snapped to: the rendered pixels, or the device's pixels for vector output.
    let grid: PixelGrid
    /// Whether the output is SVG or PDF (drawn at any resolution later, so edges cannot be pixel-aligned).
    let isVector: Bool
    /// Whether the output is a PDF.
    let isPDF: Bool

    /// The layout for `tree` rendered as `format`, validating the tree, the scale and, for PNG unless
    /// `checksPixelSize` is false, the pixel size before anything is allocated.
    init(tree: RenderTree, options: RenderOptions, format: RenderFormat, checksPixelSize: Bool = true)
        throws(RenderingError)
    {
        try RenderTreeValidator.validate(tree)
        let pixelScale = options.scale ?? tree.scale
        guard pixelScale.isFinite, pixelScale > 0 else { throw .invalidScale(pixelScale) }
        unitsPerPoint = format == .png ? pixelScale : 1
        isVector = format != .png
        isPDF = format == .pdf
        grid = PixelGrid(scale: pixelScale)
        let grid = grid
        frame =
            options.includesDeviceFrame
            ? DeviceFrame(tree: tree, band: grid.snap(RenderOptions.deviceFrameWidth), snap: grid.snap) : nil
        screenSize = tree.size
        if format == .png, checksPixelSize { try validatePixelSize() }
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
        frame = includesDeviceFrame ? DeviceFrame(tree: tree, band: RenderOptions.deviceFrameWidth) { $0 } : nil
        screenSize = tree.size
    }

    /// The whole image in points.
    var canvasSize: Size {
        let insets = frame?.insets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        return Size(
            width: screenSize.width + insets.left + insets.right, height: screenSize.height + insets.top + insets.bottom
        )
    }

    /// The screen's rectangle on the canvas, in points.
    var screenRect: Rect {
        Rect(x: frame?.insets.left ?? 0, y: frame?.insets.top ?? 0, width: screenSize.width, height: screenSize.height)
    }

    /// Whether everything outside the display shape is opaque (a device frame or an opaque background).
    func exteriorIsOpaque(_ options: RenderOptions) -> Bool {
        frame != nil || options.background.alpha >= 1
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
