/// An immutable straight-alpha RGBA image, 4 bytes per pixel, rows top to bottom
/// with no padding. Used for decoded PNGs and canvas snapshots.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
    public let bytes: [UInt8]

    /// Wraps existing RGBA bytes.
    /// - Throws: ``GraphicsError/invalidImageBuffer(expectedByteCount:actualByteCount:)``
    ///   if the byte count is not `width × height × 4` or a side is negative.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(GraphicsError) {
        let (pixels, overflowed) = max(width, 0).multipliedReportingOverflow(by: max(height, 0))
        let expected = overflowed ? Int.max : pixels &* 4
        guard width >= 0, height >= 0, bytes.count == expected else {
            throw GraphicsError.invalidImageBuffer(expectedByteCount: expected, actualByteCount: bytes.count)
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Converts premultiplied canvas rows.
    init(pixelRows rows: PremultipliedPixelRows) {
        width = rows.width
        height = rows.height
        let rowBytes = rows.width * 4
        bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * rows.height) { buffer, initialized in
            if let base = buffer.baseAddress {
                for y in 0..<rows.height {
                    PixelConversion.convertRow(rows.row(y), into: base + y * rowBytes)
                }
                initialized = rowBytes * rows.height
            }
        }
    }

    /// The pixel at (`x`, `y`); nil outside the image.
    public func pixel(x: Int, y: Int) -> RGBA8Pixel? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        let offset = (y * width + x) * 4
        return RGBA8Pixel(
            red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
    }
}
