import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit

/// Draws a `RenderTree` the way an iOS screenshot shows it, as PNG, SVG or PDF.
///
/// The renderer is a stateless value: one instance can render any number of trees, from any number of
/// tasks at once. The same tree and options always give byte-identical output. Every problem with the
/// tree or the options is reported as a ``RenderingError`` before any image memory is allocated.
///
/// ```swift
/// let png = try PresentationRenderer().renderPNG(window.renderTree())
/// ```
public struct PresentationRenderer: Sendable {
    /// The `Software` text written into every PNG.
    public static let softwareName = "PresentationKit"

    /// The version of the drawing: raised by one whenever a change to the renderer or the PNG encoder
    /// gives different pixels or bytes for the same render tree and options. Caches of rendered images
    /// (the gallery's) include it in their keys, so such a change renders everything again.
    public static let drawingVersion = 3

    /// Creates a renderer.
    public init() {}

    /// The tree as straight-alpha RGBA pixels at the options' scale: the form tests and image diffs use.
    public func renderImage(_ tree: RenderTree, options: RenderOptions = RenderOptions()) throws(RenderingError)
        -> RGBAImage
    {
        try RasterRendering(tree: tree, options: options).image()
    }

    /// The tree as a PNG file: pixels at the options' scale, a `pHYs` chunk declaring 72 × scale DPI (so
    /// viewers show it at its point size), and `Title` and `Software` text chunks.
    public func renderPNG(_ tree: RenderTree, options: RenderOptions = RenderOptions()) throws(RenderingError) -> Data {
        let encoding = try pngOptions(for: tree, options: options)
        return try RasterRendering(tree: tree, options: options).png(options: encoding)
    }

    /// The tree as a PNG file (as ``renderPNG(_:options:)``) and as the straight-alpha pixels that file
    /// holds, from one drawing.
    func renderPNGAndImage(_ tree: RenderTree, options: RenderOptions) throws(RenderingError) -> (
        png: Data, image: RGBAImage
    ) {
        let encoding = try pngOptions(for: tree, options: options)
        let rendering = try RasterRendering(tree: tree, options: options)
        return (try rendering.png(options: encoding), rendering.image())
    }

    /// The size in points of the image ``renderPNG(_:options:)`` draws of `tree`: the screen and, with the options'
    /// device frame, the bezel around it. Times the scale (the options', else the tree's) it is the size in pixels.
    /// The tree and the scale are checked, the pixel size is not, so that a caller can weigh the image before
    /// drawing it (``MemoryEstimate/still(width:height:compressionLevel:)``).
    public func imageSize(of tree: RenderTree, options: RenderOptions = RenderOptions()) throws(RenderingError) -> Size
    {
        try CanvasLayout(tree: tree, options: options, format: .png, checksPixelSize: false).canvasSize
    }

    /// The tree as a document of `format`. SVG and PDF pages are measured in points.
    public func render(
        _ tree: RenderTree, format: RenderFormat,
        options: RenderOptions = RenderOptions()
    ) throws(RenderingError) -> Data {
        switch format {
        case .png: try renderPNG(tree, options: options)
        case .svg, .pdf: try VectorRendering.document(tree, format: format, options: options)
        }
    }

    /// Renders the tree as `format` and writes it to `path` with `OutputFile`'s rules: atomically (readers
    /// see either the old file or the complete new one), only ever to a regular file, a read-only file only
    /// when `policy` allows it, through a symbolic link to its target; `-` is standard output.
    public func write(
        _ tree: RenderTree, to path: String, format: RenderFormat = .png,
        options: RenderOptions = RenderOptions(), policy: OutputPolicy = OutputPolicy()
    ) throws(RenderingError) {
        do {
            try OutputFile.check(path, policy: policy)  // before the work of rendering
        } catch {
            throw RenderingError(error)
        }
        let data = try render(tree, format: format, options: options)
        try RenderingError.write(data, to: path, policy: policy)
    }

    /// Throws unless the fonts the renderer draws with are installed: without Inter, fontconfig would
    /// substitute another font and every picture would differ from its reference without saying why.
    /// Drawing text checks this too; tools call it first to fail before any work.
    public static func checkFonts() throws(RenderingError) {
        do {
            try GraphicsFont.checkInstalled(family: "Inter")
        } catch {
            throw .graphicsFailure(error.description)
        }
    }

    /// PNG settings from the options, checked before anything is drawn.
    private func pngOptions(for tree: RenderTree, options: RenderOptions) throws(RenderingError) -> PNGEncodingOptions {
        let levels = RenderOptions.pngCompressionLevels
        guard levels.contains(options.pngCompressionLevel) else {
            throw .invalidOption(
                "PNG compression level \(options.pngCompressionLevel) is not in \(levels.lowerBound)...\(levels.upperBound)"
            )
        }
        let title = options.title ?? "\(tree.device) \(tree.orientation.rawValue) \(tree.appearance.rawValue)"
        guard !title.unicodeScalars.contains("\0") else {
            throw .invalidOption("the title '\(OneLineText.escaping(title))' may not contain NUL for a PNG text chunk")
        }
        return PNGEncodingOptions(
            compressionLevel: options.pngCompressionLevel, pointScale: options.scale ?? tree.scale,
            textEntries: [
                PNGTextEntry(keyword: "Title", text: title),
                PNGTextEntry(keyword: "Software", text: Self.softwareName),
            ])
    }
}
