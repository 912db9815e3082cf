import CCairo
import Foundation
import OutputFiles

/// Encodes images as PNG with libpng, deterministically: the same pixels and
/// options always produce the same bytes (no time chunk, fixed settings).
///
/// Fully opaque canvases are written as 8-bit RGB straight from cairo's memory
/// (libpng swaps the channel order and drops the padding byte). Canvases with
/// any transparency are un-premultiplied row by row into 8-bit RGBA.
public struct PNGEncoder: Sendable {
    /// The settings used for every encode.
    public var options: PNGEncodingOptions

    /// Creates an encoder with `options`.
    public init(options: PNGEncodingOptions = PNGEncodingOptions()) {
        self.options = options
    }

    /// Encodes the current contents of `canvas` to PNG bytes.
    public func encode(_ canvas: RasterCanvas) throws(GraphicsError) -> Data {
        try options.validate()
        canvas.noteEncoding(options)
        return try canvas.withPixelRows { rows throws(GraphicsError) in
            rows.isOpaque ? try encodeOpaque(rows) : try encodeTranslucent(rows)
        }
    }

    /// Encodes a straight-alpha RGBA image to PNG bytes.
    public func encode(_ image: RGBAImage) throws(GraphicsError) -> Data {
        try options.validate()
        let rowBytes = image.width * 4
        guard image.width > 0, image.height > 0 else {
            throw GraphicsError.pngEncodingFailed("cannot encode an empty \(image.width)×\(image.height) image")
        }
        let result: Result<Data, GraphicsError> = image.bytes.withUnsafeBytes { bytes in
            let base = bytes.baseAddress
            let source = PNGRowSource { row in base.map { $0 + row * rowBytes } }
            return Result { () throws(GraphicsError) in
                try write(width: image.width, height: image.height, layout: .straightRGBA, rows: source)
            }
        }
        return try result.get()
    }

    /// Encodes `canvas` and atomically writes the PNG to `path` (temporary file
    /// in the same directory, then rename), so a failure never leaves a partial file.
    public func write(_ canvas: RasterCanvas, toPath path: String) throws(GraphicsError) {
        let data = try encode(canvas)
        do {
            try OutputFile.write(data, to: path)
        } catch {
            throw GraphicsError(error)
        }
    }

    /// The filtered, zlib-compressed image data of `canvas` (the concatenated
    /// `IDAT` payloads), as an APNG writer needs for `IDAT`/`fdAT` chunks.
    /// The stream uses the same colour type as encoding the canvas to a full PNG.
    public func compressedImageData(_ canvas: RasterCanvas) throws(GraphicsError) -> Data {
        try PNGChunkParser.imageData(in: encode(canvas))
    }

    private func encodeOpaque(_ rows: PremultipliedPixelRows) throws(GraphicsError) -> Data {
        let source = PNGRowSource { row in rows.rawRow(row) }
        return try write(width: rows.width, height: rows.height, layout: .opaqueNativeARGB32, rows: source)
    }

    private func encodeTranslucent(_ rows: PremultipliedPixelRows) throws(GraphicsError) -> Data {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rows.width * 4)
        defer { scratch.deallocate() }
        let source = PNGRowSource { row in
            PixelConversion.convertRow(rows.row(row), into: scratch)
            return UnsafeRawPointer(scratch)
        }
        return try write(width: rows.width, height: rows.height, layout: .straightRGBA, rows: source)
    }

    private func write(width: Int, height: Int, layout: PNGRowLayout, rows: PNGRowSource) throws(GraphicsError) -> Data
    {
        let keys = CStringList(options.textEntries.compactMap(\.keywordLatin1))
        let values = CStringList(options.textEntries.compactMap(\.textLatin1))
        let sink = PNGByteSink(expectedByteCount: width * height)
        var message = [CChar](repeating: 0, count: 512)
        let status = keys.pointers.withUnsafeBufferPointer { keyPointers in
            values.pointers.withUnsafeBufferPointer { valuePointers in
                var request = pk_png_write_request(
                    width: UInt32(width), height: UInt32(height), row_layout: layout.shimValue,
                    compression_level: Int32(options.compressionLevel),
                    filters: options.filters?.rawValue ?? Int32(PK_PNG_DEFAULT_FILTERS),
                    pixels_per_meter: options.pixelsPerMeter ?? 0,
                    text_count: Int32(keyPointers.count),
                    text_keys: keyPointers.baseAddress, text_values: valuePointers.baseAddress,
                    row_provider: PNGRowSource.callback, row_context: rows.contextPointer,
                    byte_sink: PNGByteSink.callback, sink_context: sink.contextPointer
                )
                return pk_png_write(&request, &message, message.count)
            }
        }
        guard status == 0 else {
            throw GraphicsError.pngEncodingFailed(
                String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return withExtendedLifetime(rows) { sink.data }
    }
}
