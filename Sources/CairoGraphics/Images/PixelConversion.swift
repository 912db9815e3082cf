/// Conversions between cairo's premultiplied native-endian ARGB32 pixels and
/// straight-alpha RGBA bytes.
enum PixelConversion {
    /// Whether every pixel in `row` has alpha 255.
    static func isOpaque(_ row: UnsafeBufferPointer<UInt32>) -> Bool {
        var combined: UInt32 = 0xFF00_0000
        for pixel in row {
            combined &= pixel
        }
        return combined >= 0xFF00_0000
    }

    /// Writes the red, green and blue bytes of an opaque `row` into `destination` (3 bytes per pixel),
    /// dropping the alpha byte.
    static func convertOpaqueRow(
        _ row: UnsafeBufferPointer<UInt32>, intoRGB destination: UnsafeMutableBufferPointer<UInt8>
    ) {
        for (index, pixel) in row.enumerated() {
            destination[3 * index] = UInt8(truncatingIfNeeded: pixel >> 16)
            destination[3 * index + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            destination[3 * index + 2] = UInt8(truncatingIfNeeded: pixel)
        }
    }

    /// Writes `row` as straight R, G, B, A bytes into `destination` (4 bytes per pixel).
    static func convertRow(_ row: UnsafeBufferPointer<UInt32>, into destination: UnsafeMutablePointer<UInt8>) {
        var output = destination
        for pixel in row {
            let alpha = pixel >> 24
            if alpha == 255 {
                output[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                output[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                output[2] = UInt8(truncatingIfNeeded: pixel)
                output[3] = 255
            } else if alpha == 0 {
                output[0] = 0
                output[1] = 0
                output[2] = 0
                output[3] = 0
            } else {
                output[0] = unpremultiply((pixel >> 16) & 0xFF, alpha: alpha)
                output[1] = unpremultiply((pixel >> 8) & 0xFF, alpha: alpha)
                output[2] = unpremultiply(pixel & 0xFF, alpha: alpha)
                output[3] = UInt8(truncatingIfNeeded: alpha)
            }
            output += 4
        }
    }

    /// The straight colour of one premultiplied pixel.
    static func straightPixel(fromPremultiplied pixel: UInt32) -> RGBA8Pixel {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { bytes in
            guard let base = bytes.baseAddress else { return RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
            withUnsafePointer(to: pixel) { source in
                convertRow(UnsafeBufferPointer(start: source, count: 1), into: base)
            }
            return RGBA8Pixel(red: base[0], green: base[1], blue: base[2], alpha: base[3])
        }
    }

    @inline(__always)
    private static func unpremultiply(_ component: UInt32, alpha: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: min((component &* 255 &+ alpha / 2) / alpha, 255))
    }
}
