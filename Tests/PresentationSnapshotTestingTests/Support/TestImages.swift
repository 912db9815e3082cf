import CairoGraphics

/// Small images with known pixels for the pixel-comparison tests.
enum TestImages {
    /// A `width` × `height` image of horizontal stripes (rows alternate between two colours), opaque.
    static func stripes(width: Int = 40, height: Int = 30) throws -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for _ in 0..<width {
                bytes += y.isMultiple(of: 2) ? [230, 230, 240, 255] : [20, 40, 200, 255]
            }
        }
        return try RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// `image` with the pixels at `points` replaced by `change` applied to them.
    static func changing(
        _ image: RGBAImage, at points: [(x: Int, y: Int)],
        _ change: (RGBA8Pixel) -> RGBA8Pixel
    ) throws -> RGBAImage {
        var bytes = image.bytes
        for point in points {
            guard let pixel = image.pixel(x: point.x, y: point.y) else { continue }
            let changed = change(pixel)
            let offset = (point.y * image.width + point.x) * 4
            bytes.replaceSubrange(offset..<offset + 4, with: [changed.red, changed.green, changed.blue, changed.alpha])
        }
        return try RGBAImage(width: image.width, height: image.height, bytes: bytes)
    }

    /// The pixel with `amount` added to its red channel (saturating).
    static func redder(by amount: Int) -> (RGBA8Pixel) -> RGBA8Pixel {
        { pixel in
            var changed = pixel
            changed.red = UInt8(min(255, Int(pixel.red) + amount))
            return changed
        }
    }

    /// The pixel with `amount` added to red and taken from green (saturating): noise in two channels.
    static func nudged(by amount: Int) -> (RGBA8Pixel) -> RGBA8Pixel {
        { pixel in
            var changed = pixel
            changed.red = UInt8(min(255, Int(pixel.red) + amount))
            changed.green = UInt8(max(0, Int(pixel.green) - amount))
            return changed
        }
    }

    /// The pixel with its red channel inverted: a change to any pixel, whatever its colour.
    static func invertingRed(_ pixel: RGBA8Pixel) -> RGBA8Pixel {
        var changed = pixel
        changed.red = 255 - pixel.red
        return changed
    }
}
