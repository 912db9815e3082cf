import Foundation

extension PNGEncoder {
    /// The filtered, zlib-compressed image data (the concatenated `IDAT` payloads) of the `rect` part of
    /// `image`, as an animated PNG's `fdAT` chunks carry a frame that covers only part of the canvas.
    ///
    /// Rows are filtered and compressed exactly as ``encode(_:)-(RGBAImage)`` does for a whole image.
    /// With `includesAlpha` false the stream is 8-bit RGB and the region must be fully opaque; with it
    /// true the stream is 8-bit RGBA, whatever the pixels (the colour type of an animated PNG's frames is
    /// the file's, not the frame's).
    public func compressedImageData(of image: RGBAImage, in rect: PixelRect, includesAlpha: Bool)
        throws(GraphicsError) -> Data
    {
        try options.validate()
        guard rect.fits(width: image.width, height: image.height) else {
            throw GraphicsError.pngEncodingFailed(
                "the \(rect.width)×\(rect.height) region at (\(rect.x), \(rect.y)) is not inside the \(image.width)×\(image.height) image"
            )
        }
        guard includesAlpha || image.isOpaque(in: rect) else {
            throw GraphicsError.pngEncodingFailed("a region with transparent pixels needs an alpha channel")
        }
        return try compressed(filteredScanlines(of: image, in: rect, includesAlpha: includesAlpha))
    }

    /// The filtered scanlines of the `rect` part of `image` (which must fit it): 8-bit RGBA, or RGB with
    /// the alpha bytes dropped when `includesAlpha` is false.
    func filteredScanlines(of image: RGBAImage, in rect: PixelRect, includesAlpha: Bool) -> [UInt8] {
        let bytesPerPixel = includesAlpha ? 4 : 3
        return image.bytes.withUnsafeBufferPointer { pixels in
            scanlines(width: rect.width, height: rect.height, bytesPerPixel: bytesPerPixel).filtered { y, row in
                let start = ((rect.y + y) * image.width + rect.x) * 4
                let source = UnsafeBufferPointer(rebasing: pixels[start..<(start + rect.width * 4)])
                if includesAlpha {
                    _ = row.initialize(from: source)
                } else {
                    for x in 0..<rect.width {
                        row[x * 3] = source[x * 4]
                        row[x * 3 + 1] = source[x * 4 + 1]
                        row[x * 3 + 2] = source[x * 4 + 2]
                    }
                }
            }
        }
    }
}
