import CCairo
import Foundation
import OutputFiles

/// A single-page SVG or PDF document drawn with the same ``GraphicsContext`` API
/// as a ``RasterCanvas``; user space is measured in points (1/72 inch).
///
/// Draw with ``draw(_:)`` as often as needed, then call ``finish()`` once to
/// obtain the document.
///
/// A PDF is written by cairo's PDF surface; shadows are embedded as blurred images. An SVG is written by the
/// package itself from the recorded drawing operations (cairo only keeps the drawing state meanwhile): one
/// point is one CSS pixel (`width`/`height` in `px` and a matching `viewBox`), text stays real `<text>` in
/// Inter, shadows are `feGaussianBlur` filters, images embedded PNGs, and groups marked with
/// ``GraphicsContext/withElement(id:classes:_:)`` carry their `id` and `class`. Both formats give the same
/// bytes for the same drawing, also within one process.
public final class VectorCanvas {
    /// The document format.
    public let format: VectorFormat
    /// Page width in points.
    public let width: Double
    /// Page height in points.
    public let height: Double
    /// Where ``finish()`` also writes the document, if anywhere.
    public let filePath: String?
    /// Shadow masks are rendered at this many pixels per point (PDF).
    public static let shadowResolution = 2.0

    private let metadata: VectorDocumentMetadata
    private let sink = VectorOutputSink()
    /// cairo's PDF surface, or for SVG a one-pixel scratch surface that only carries the drawing state.
    private let surface: SurfaceHandle
    /// The operations of each SVG drawing pass so far.
    private var svgPasses: [[DrawingOperation]] = []
    private var finishedData: Data?

    /// Creates an empty page of `width` × `height` points.
    ///
    /// - Parameter filePath: when given, ``finish()`` writes the document to this
    ///   path atomically (temporary file + rename) in addition to returning it.
    /// - Throws: ``GraphicsError/invalidPageSize(width:height:)`` for a non-finite
    ///   or non-positive size, or a cairo error if the surface cannot be created.
    /// - Parameter metadata: the document's title (PDF `Title`, SVG `<title>`) and the PDF's (fixed, for
    ///   identical bytes) creation date.
    public init(
        format: VectorFormat, width: Double, height: Double, filePath: String? = nil,
        metadata: VectorDocumentMetadata = VectorDocumentMetadata()
    ) throws(GraphicsError) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw GraphicsError.invalidPageSize(width: width, height: height)
        }
        self.format = format
        self.width = width
        self.height = height
        self.filePath = filePath
        self.metadata = metadata
        surface = try Self.makeSurface(format: format, width: width, height: height, sink: sink)
        if format == .pdf { Self.apply(metadata, to: surface) }
    }

    /// Sets the PDF's creation date (replacing cairo's clock reading) and title.
    private static func apply(_ metadata: VectorDocumentMetadata, to surface: SurfaceHandle) {
        cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_CREATE_DATE, metadata.isoCreationDate)
        if let title = metadata.title {
            cairo_pdf_surface_set_metadata(surface.pointer, CAIRO_PDF_METADATA_TITLE, title)
        }
    }

    /// Runs one drawing pass on the page.
    /// - Throws: whatever `pass` throws, the first drawing failure, or an error if
    ///   the document has already been finished.
    public func draw(_ pass: (GraphicsContext) throws -> Void) throws {
        guard finishedData == nil else {
            throw GraphicsError.cairoFailure(
                operation: "draw on a \(format) page", status: "the document is already finished")
        }
        let context = try GraphicsContext(target: surface, shadowResolution: Self.shadowResolution)
        if format == .svg { context.recordedOperations = [] }
        try pass(context)
        try context.finishPass(operation: "draw on a \(format) page")
        if format == .svg { svgPasses.append(context.recordedOperations ?? []) }
    }

    /// Completes the document and returns its bytes (also writing them to
    /// ``filePath`` if one was given). Calling it again returns the same bytes.
    public func finish() throws -> Data {
        if let finishedData { return finishedData }
        let data = try documentData()
        if let filePath {
            do {
                try OutputFile.write(data, to: filePath)
            } catch {
                throw GraphicsError(error)
            }
        }
        finishedData = data
        return data
    }

    private func documentData() throws(GraphicsError) -> Data {
        switch format {
        case .pdf:
            cairo_surface_finish(surface.pointer)
            try CairoStatus.check(cairo_surface_status(surface.pointer), operation: "finish the pdf document")
            return sink.data
        case .svg:
            return try SVGDocument(width: width, height: height, title: metadata.title, passes: svgPasses).data()
        }
    }

    private static func makeSurface(format: VectorFormat, width: Double, height: Double, sink: VectorOutputSink)
        throws(GraphicsError) -> SurfaceHandle
    {
        let operation = "create a \(width)×\(height) pt \(format) surface"
        let pointer: OpaquePointer? =
            switch format {
            case .svg: cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
            case .pdf: cairo_pdf_surface_create_for_stream(VectorOutputSink.write, sink.closurePointer, width, height)
            }
        guard let pointer else {
            throw GraphicsError.cairoFailure(operation: operation, status: "out of memory")
        }
        return try SurfaceHandle(owning: pointer, operation: operation, keepAlive: sink)
    }
}

/// The vector document formats a ``VectorCanvas`` can produce.
public enum VectorFormat: Equatable, Hashable, Sendable {
    /// Scalable Vector Graphics, written by the package's own SVG writer.
    case svg
    /// Portable Document Format, one page.
    case pdf
}
