import CairoGraphics
import Foundation

/// Turns rendered frames, in order, into animated-PNG frames: the first covers the whole canvas (it is
/// also the still image), each later one only the smallest rectangle of pixels that changed since the
/// frame before. Shown with dispose `NONE` and blend `SOURCE`, each such rectangle replaces exactly what
/// was there, transparent pixels included, so every displayed frame equals the rendered one.
///
/// A frame equal to the one before still becomes a frame (APNG has no empty frames, and the frame count
/// is announced before the frames): the 1×1 rectangle at the top-left corner, unchanged.
struct APNGFrameDifferencer {
    /// Compresses the rectangles (with the frames' compression level).
    let encoder: PNGEncoder
    private var first: APNGFrameData?
    private var previous: RGBAImage?
    private var count = 0

    init(encoder: PNGEncoder) {
        self.encoder = encoder
    }

    /// The next frame's data, from its PNG file and the pixels that file holds.
    mutating func frameData(png: Data, image: RGBAImage) throws(RenderingError) -> APNGFrameData {
        defer {
            previous = image
            count += 1
        }
        guard let first, let previous else {
            let data = try GraphicsCall.reporting { () throws(GraphicsError) in try APNGFrameData(png: png) }
            self.first = data
            return data
        }
        let rect =
            image.boundsOfPixelsDiffering(from: previous) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        guard image.width == previous.width, image.height == previous.height,
            first.includesAlpha || image.isOpaque(in: rect)
        else {
            throw .invalidOption(
                "frame \(count) differs from frame 0 in size or colour type; an animated PNG needs the same for every frame"
            )
        }
        let imageData = try GraphicsCall.reporting { () throws(GraphicsError) in
            try encoder.compressedImageData(of: image, in: rect, includesAlpha: first.includesAlpha)
        }
        return APNGFrameData(header: first.header, region: rect, imageData: imageData)
    }
}
