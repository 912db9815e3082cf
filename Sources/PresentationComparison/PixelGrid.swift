import CairoGraphics

/// Read access to the pixels of an RGBA image inside `withUnsafeBytes`, with the channel ranges of a
/// pixel's neighbourhood that the anti-aliased-edge rule needs.
struct PixelGrid {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int

    /// Calls `body` with grids over `first` and `second`; `nil` grids for images without pixels.
    static func with<Result>(
        _ first: RGBAImage, _ second: RGBAImage, _ body: (PixelGrid?, PixelGrid?) -> Result
    ) -> Result {
        first.bytes.withUnsafeBytes { left in
            second.bytes.withUnsafeBytes { right in
                body(PixelGrid(left, first), PixelGrid(right, second))
            }
        }
    }

    private init?(_ buffer: UnsafeRawBufferPointer, _ image: RGBAImage) {
        guard let base = buffer.baseAddress, image.width > 0, image.height > 0 else { return nil }
        self.base = base
        width = image.width
        height = image.height
    }

    /// Whether (`x`, `y`) is inside the image.
    func contains(x: Int, y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y)
    }

    /// The start of row `y`.
    func row(_ y: Int) -> UnsafeRawPointer { base + y * width * 4 }

    /// The pixel at (`x`, `y`), which must be inside the image.
    func pixel(x: Int, y: Int) -> RGBA8Pixel {
        let address = row(y) + x * 4
        return RGBA8Pixel(
            red: address.load(as: UInt8.self), green: address.load(fromByteOffset: 1, as: UInt8.self),
            blue: address.load(fromByteOffset: 2, as: UInt8.self),
            alpha: address.load(fromByteOffset: 3, as: UInt8.self))
    }

    /// Whether every channel of `pixel` lies within the range that channel spans over the 3 × 3
    /// neighbourhood of (`x`, `y`) here (clipped to the image), widened by `slack` levels on both sides.
    func spans(_ pixel: RGBA8Pixel, aroundX x: Int, y: Int, slack: Int) -> Bool {
        var low = (red: 255, green: 255, blue: 255, alpha: 255)
        var high = (red: 0, green: 0, blue: 0, alpha: 0)
        for neighbourY in max(0, y - 1)...min(height - 1, y + 1) {
            for neighbourX in max(0, x - 1)...min(width - 1, x + 1) {
                let near = self.pixel(x: neighbourX, y: neighbourY)
                low = (
                    min(low.red, Int(near.red)), min(low.green, Int(near.green)), min(low.blue, Int(near.blue)),
                    min(low.alpha, Int(near.alpha))
                )
                high = (
                    max(high.red, Int(near.red)), max(high.green, Int(near.green)),
                    max(high.blue, Int(near.blue)), max(high.alpha, Int(near.alpha))
                )
            }
        }
        func within(_ value: UInt8, _ low: Int, _ high: Int) -> Bool {
            (low - slack...high + slack).contains(Int(value))
        }
        return within(pixel.red, low.red, high.red) && within(pixel.green, low.green, high.green)
            && within(pixel.blue, low.blue, high.blue) && within(pixel.alpha, low.alpha, high.alpha)
    }
}
