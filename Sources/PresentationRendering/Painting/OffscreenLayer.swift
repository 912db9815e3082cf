import CairoGraphics
import PresentationKit
import WholeNumbers

/// Part of the window drawn flat into its own pixels, to be drawn again piece by piece through other
/// transforms (a node turned in perspective).
struct OffscreenLayer {
    /// The pixels, straight alpha.
    let image: RGBAImage
    /// The window area the pixels cover.
    let bounds: Rect
    /// The window point at the top-left corner of pixel (0, 0).
    var origin: Point { bounds.origin }
    /// Pixels per point.
    let scale: Double

    /// Draws `bounds` (window points, on whole pixels of `scale`) with `draw`, which receives a context
    /// whose user space is window points.
    init(bounds: Rect, scale: Double, draw: (GraphicsContext) throws -> Void) throws {
        let canvas = try RasterCanvas(pixelWidth: bounds.width * scale, pixelHeight: bounds.height * scale)
        try canvas.draw { context in
            context.scale(x: scale, y: scale)
            context.translate(x: -bounds.minX, y: -bounds.minY)
            try draw(context)
        }
        image = canvas.rgbaImage()
        self.bounds = bounds
        self.scale = scale
    }

    /// Pixel coordinates → window points.
    var pixelToWindow: AffineTransform {
        AffineTransform(scaleX: 1 / scale, y: 1 / scale).concatenating(
            AffineTransform(translationX: origin.x, y: origin.y))
    }

    /// The pixels under `rect` (window points) plus `padding` pixels on every side; pixels beyond the
    /// image repeat its edge, so that filtering at the edge does not fade it. Colours are multiplied by
    /// `brightness`. Returns the pixels and the position of their top-left pixel in this layer.
    func crop(_ rect: Rect, padding: Int, brightness: Double) -> (image: RGBAImage, x: Int, y: Int)? {
        let box = rect.applying(pixelToWindow.inverted() ?? .identity)
        let x0 = Int(saturating: box.minX.rounded(.down)) - padding
        let x1 = Int(saturating: box.maxX.rounded(.up)) + padding
        let y0 = Int(saturating: box.minY.rounded(.down)) - padding
        let y1 = Int(saturating: box.maxY.rounded(.up)) + padding
        guard x1 > x0, y1 > y0, image.width > 0, image.height > 0 else { return nil }
        let width = x1 - x0
        let height = y1 - y0
        let factor = UInt32(max(0, min(1, brightness)) * 256)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        image.bytes.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    let sourceRow = min(max(y0 + row, 0), image.height - 1) * image.width
                    for column in 0..<width {
                        let from = (sourceRow + min(max(x0 + column, 0), image.width - 1)) * 4
                        let to = (row * width + column) * 4
                        target[to] = UInt8((UInt32(source[from]) * factor) >> 8)
                        target[to + 1] = UInt8((UInt32(source[from + 1]) * factor) >> 8)
                        target[to + 2] = UInt8((UInt32(source[from + 2]) * factor) >> 8)
                        target[to + 3] = source[from + 3]
                    }
                }
            }
        }
        guard let cropped = try? RGBAImage(width: width, height: height, bytes: bytes) else { return nil }
        return (cropped, x0, y0)
    }
}
