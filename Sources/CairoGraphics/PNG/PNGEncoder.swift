import Foundation
import OutputFiles

/// Encodes images as PNG, deterministically: the same pixels and options always produce the same bytes
/// (no time chunk, fixed settings, a compressor without threads or randomness).
///
/// Rows are filtered in Swift (see ``PNGFilterChoice`` for how each row's filter is picked) and the image
/// data is compressed in one call by libdeflate, which is several times faster than zlib streaming through
/// libpng and gives smaller streams at the same level. Fully opaque canvases are written as 8-bit RGB;
/// canvases with any transparency are un-premultiplied into 8-bit RGBA.
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
            guard rows.base != nil else { throw GraphicsError.pngEncodingFailed("the canvas has no pixels") }
            return rows.isOpaque ? try encodeOpaque(rows) : try encodeTranslucent(rows)
        }
    }

    /// Encodes a straight-alpha RGBA image to PNG bytes.
    public func encode(_ image: RGBAImage) throws(GraphicsError) -> Data {
        try options.validate()
        guard image.width > 0, image.height > 0 else {
            throw GraphicsError.pngEncodingFailed("cannot encode an empty \(image.width)×\(image.height) image")
        }
        let whole = PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        let scanlines = filteredScanlines(of: image, in: whole, includesAlpha: true)
        return try png(width: image.width, height: image.height, colorType: .rgba, scanlines: scanlines)
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
        let scanlines = scanlines(width: rows.width, height: rows.height, bytesPerPixel: 3).filtered { y, row in
            PixelConversion.convertOpaqueRow(rows.row(y), intoRGB: row)
        }
        return try png(width: rows.width, height: rows.height, colorType: .rgb, scanlines: scanlines)
    }

    private func encodeTranslucent(_ rows: PremultipliedPixelRows) throws(GraphicsError) -> Data {
        let scanlines = scanlines(width: rows.width, height: rows.height, bytesPerPixel: 4).filtered { y, row in
            if let base = row.baseAddress { PixelConversion.convertRow(rows.row(y), into: base) }
        }
        return try png(width: rows.width, height: rows.height, colorType: .rgba, scanlines: scanlines)
    }

    func scanlines(width: Int, height: Int, bytesPerPixel: Int) -> PNGScanlines {
        let allowed = PNGRowFilter.allCases.filter { (options.filters ?? .all).contains($0.member) }
        return PNGScanlines(
            width: width, height: height, bytesPerPixel: bytesPerPixel,
            allowed: allowed.isEmpty ? [.none] : allowed)
    }

    /// The filtered scanlines compressed into a zlib stream (an `IDAT` payload).
    func compressed(_ scanlines: [UInt8]) throws(GraphicsError) -> Data {
        try scanlines.withUnsafeBufferPointer { bytes throws(GraphicsError) in
            try ZlibCompressor.compress(bytes, level: options.compressionLevel)
        }
    }

    /// The PNG file: signature, header, density, text, the compressed scanlines, end.
    private func png(width: Int, height: Int, colorType: PNGColorType, scanlines: [UInt8]) throws(GraphicsError)
        -> Data
    {
        let imageData = try compressed(scanlines)
        var chunks = [PNGChunk.header(width: width, height: height, colorType: colorType)]
        if let density = options.pixelsPerMeter { chunks.append(.physicalDimensions(pixelsPerMeter: density)) }
        chunks += options.textEntries.compactMap(\.chunk)
        chunks += options.internationalTextEntries.compactMap {
            PNGInternationalText.chunk(keyword: $0.keyword, text: $0.text)
        }
        chunks.append(PNGChunk(type: "IDAT", data: imageData))
        chunks.append(PNGChunk(type: "IEND", data: Data()))
        var file = Data(PNGChunkParser.signature)
        file.reserveCapacity(imageData.count + 256)
        for chunk in chunks { try chunk.append(to: &file) }
        return file
    }
}
