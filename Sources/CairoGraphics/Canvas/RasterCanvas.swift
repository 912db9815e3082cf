import CCairo

/// A 32-bit ARGB pixel canvas (cairo's premultiplied, native-endian ARGB32 format).
///
/// Create one canvas per image; a canvas and the contexts it hands out are not
/// `Sendable`, but separate canvases can be drawn on different threads at once.
public final class RasterCanvas {
    /// The largest accepted width or height, in pixels. A canvas of this size
    /// needs 1 GiB of memory; iPhone-sized screenshots are far below it.
    public static let maximumPixelDimension = 16384

    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// The owned image surface.
    let surface: SurfaceHandle
    /// The recorder capturing this canvas and the index of its recording, once a pass has been recorded.
    private var recordingSlot: (recorder: DrawingRecorder, index: Int)?

    /// Creates a transparent canvas of `pixelWidth` × `pixelHeight` pixels.
    ///
    /// - Throws: ``GraphicsError/invalidCanvasSize(width:height:)`` if either side
    ///   is zero, negative or above ``maximumPixelDimension`` (checked before any
    ///   memory is allocated), or a cairo error if the surface cannot be created.
    public convenience init(pixelWidth: Int, pixelHeight: Int) throws(GraphicsError) {
        try self.init(pixelWidth: Double(pixelWidth), pixelHeight: Double(pixelHeight))
    }

    /// Creates a transparent canvas from a computed size (for example points × scale).
    ///
    /// Each side is rounded to the nearest whole pixel after validation.
    /// - Throws: ``GraphicsError/invalidCanvasSize(width:height:)`` if a side is not
    ///   finite, rounds to less than 1 px, or exceeds ``maximumPixelDimension``.
    public init(pixelWidth: Double, pixelHeight: Double) throws(GraphicsError) {
        guard let width = Self.validatedSide(pixelWidth), let height = Self.validatedSide(pixelHeight) else {
            throw GraphicsError.invalidCanvasSize(width: pixelWidth, height: pixelHeight)
        }
        let operation = "create a \(width)×\(height) px ARGB32 canvas"
        guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw GraphicsError.cairoFailure(operation: operation, status: "out of memory")
        }
        surface = try SurfaceHandle(owning: pointer, operation: operation)
        self.pixelWidth = width
        self.pixelHeight = height
    }

    /// Runs one drawing pass: `pass` receives a fresh context whose user space
    /// is the canvas's pixel grid (origin top-left, y down).
    ///
    /// When called inside ``DrawingRecorder/record(_:)``, every operation of the pass is recorded.
    ///
    /// - Throws: whatever `pass` throws, or the first drawing failure of the pass.
    public func draw(_ pass: (GraphicsContext) throws -> Void) throws {
        let context = try GraphicsContext(target: surface, shadowResolution: 1)
        let recorder = DrawingRecorder.current
        if recorder != nil { context.recordedOperations = [] }
        defer {
            if let recorder, let operations = context.recordedOperations {
                recorder.append(operations, toCanvas: recordingIndex(in: recorder))
            }
        }
        try pass(context)
        try context.finishPass(operation: "draw on a \(pixelWidth)×\(pixelHeight) px canvas")
    }

    /// Records that the canvas is being encoded with `options`, when a recorder is capturing.
    func noteEncoding(_ options: PNGEncodingOptions) {
        guard let recorder = DrawingRecorder.current else { return }
        recorder.append([.encodePNG(options)], toCanvas: recordingIndex(in: recorder))
    }

    /// The index of this canvas's recording in `recorder`, starting one on first use.
    private func recordingIndex(in recorder: DrawingRecorder) -> Int {
        if let slot = recordingSlot, slot.recorder === recorder { return slot.index }
        let index = recorder.beginCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        recordingSlot = (recorder, index)
        return index
    }

    /// The canvas converted to straight-alpha RGBA bytes, top row first.
    public func rgbaImage() -> RGBAImage {
        withPixelRows { rows in
            RGBAImage(pixelRows: rows)
        }
    }

    /// The straight-alpha colour of one pixel; nil outside the canvas.
    public func pixel(x: Int, y: Int) -> RGBA8Pixel? {
        guard (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else { return nil }
        return withPixelRows { rows in
            PixelConversion.straightPixel(fromPremultiplied: rows.row(y)[x])
        }
    }

    /// Gives `body` read access to the flushed pixel memory.
    func withPixelRows<Result, Failure: Error>(
        _ body: (PremultipliedPixelRows) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let pointer = surface.pointer
        cairo_surface_flush(pointer)
        let rows = PremultipliedPixelRows(
            base: UnsafeRawPointer(cairo_image_surface_get_data(pointer)),
            width: pixelWidth, height: pixelHeight,
            stride: Int(cairo_image_surface_get_stride(pointer))
        )
        return try body(rows)
    }

    private static func validatedSide(_ side: Double) -> Int? {
        guard side.isFinite else { return nil }
        let rounded = side.rounded()
        guard rounded >= 1, rounded <= Double(maximumPixelDimension) else { return nil }
        return Int(rounded)
    }
}
