import CairoGraphics

/// Cuts and enlarges part of an image, for looking at details in previews.
enum ImageCrop {
    /// The pixels of `image` in `x..<x+width`, `y..<y+height`, each repeated `zoom` × `zoom` times.
    static func crop(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int, zoom: Int) throws -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * zoom * zoom * 4)
        for row in 0..<(height * zoom) {
            for column in 0..<(width * zoom) {
                let pixel =
                    image.pixel(x: x + column / zoom, y: y + row / zoom)
                    ?? RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 0)
                bytes += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return try RGBAImage(width: width * zoom, height: height * zoom, bytes: bytes)
    }
}
