import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit
import PresentationRendering

/// Draws a ``Figure`` as PNG, SVG or PDF.
///
/// - PNG: `scale` pixels per figure point (2 by default), with a `pHYs` chunk of 72 × scale DPI so viewers
///   show it at its point size, and `Title`/`Software` text chunks.
/// - SVG: one user unit per figure point, sized in px with a `viewBox`, so a browser shows it at its natural
///   size.
/// - PDF: one page measured in points, the title as its `Title`, fonts embedded (subset) by cairo, the
///   creation date fixed so the bytes repeat.
///
/// Every output repeats byte for byte for the same figure and scale.
public struct FigureRenderer: Sendable {
    /// PNG pixels per figure point.
    public var scale: Double
    /// PNG compression level (0–12).
    public var compressionLevel: Int

    /// The version of the figure drawing (layout, annotations, marks): raised by one whenever a change to
    /// this module gives other bytes for the same figure, like `PresentationRenderer.drawingVersion` for
    /// screens. Both are part of every figure's cache key.
    public static let drawingVersion = 1

    /// The largest scale accepted: 8 (any finite scale above 0 up to it is accepted; a figure too small for one
    /// pixel a side, or too large for the canvas, is refused when drawn).
    public static let largestScale = 8.0

    /// Creates a renderer.
    public init(scale: Double = 2, compressionLevel: Int = 9) {
        self.scale = scale
        self.compressionLevel = compressionLevel
    }

    /// The figure as a file of `format`.
    public func render(_ figure: Figure, format: RenderFormat) throws -> Data {
        guard scale.isFinite, scale > 0, scale <= Self.largestScale else { throw RenderingError.invalidScale(scale) }
        let pixelsPerPoint = format == .png ? scale : 2
        let layout = try FigureLayout(
            figure: figure, measurer: try TextMeasurer(), pixelsPerPoint: pixelsPerPoint, format: format)
        let painter = FigurePainter(layout: layout, theme: figure.document.theme)
        let title = figure.document.title ?? figure.document.name
        switch format {
        case .png:
            let canvas = try RasterCanvas(
                pixelWidth: layout.size.width * scale, pixelHeight: layout.size.height * scale)
            try canvas.draw { context in
                context.scale(x: scale, y: scale)
                try painter.paint(in: context)
            }
            let options = PNGEncodingOptions(
                compressionLevel: compressionLevel, pointScale: scale,
                textEntries: [
                    PNGTextEntry(keyword: "Title", text: title),
                    PNGTextEntry(keyword: "Software", text: PresentationRenderer.softwareName),
                ])
            return try PNGEncoder(options: options).encode(canvas)
        case .svg, .pdf:
            let canvas = try VectorCanvas(
                format: format == .pdf ? .pdf : .svg, width: layout.size.width, height: layout.size.height,
                metadata: VectorDocumentMetadata(title: title))
            try canvas.draw { context in try painter.paint(in: context) }
            return try canvas.finish()
        }
    }

    /// The size in figure points of the PNG ``render(_:format:)`` draws of `figure`; times ``scale`` it is the
    /// size in pixels. The figure is laid out, not drawn, so that a caller can weigh the image first
    /// (`MemoryEstimate`).
    public func pngSize(of figure: Figure) throws -> Size {
        try FigureLayout(figure: figure, measurer: try TextMeasurer(), pixelsPerPoint: scale, format: .png).size
    }

    /// What each of the figure's `formats` outputs depends on, as one SHA-256 digest per format (in their
    /// order): the
    /// drawing versions, the format and this renderer's settings, and a digest of the figure itself (the
    /// figure file's description and each panel's render tree as JSON, annotations, caption and notes),
    /// worked out once for every format. Equal keys mean equal bytes (fonts aside, as for the gallery), so
    /// `presentkit figure` skips an output whose record names the same key.
    package func cacheKeys(for figure: Figure, formats: [RenderFormat]) throws -> [String] {
        var content = SHA256()
        content.update(Data("\(figure.document)\n".utf8))
        for panel in figure.panels {
            content.update(try panel.tree.jsonData())
            content.update(Data("\n\(panel.annotations)\n\(panel.caption ?? "")\n\(panel.notes)\n".utf8))
        }
        let figureDigest = content.finalHex()
        return formats.map { format in
            SHA256.hex(
                Data(
                    """
                    presentkit figure
                    drawing \(PresentationRenderer.drawingVersion) figure \(Self.drawingVersion)
                    format \(format.rawValue) scale \(scale) compression \(compressionLevel)
                    \(figureDigest)
                    """.utf8))
        }
    }
}
