import CairoGraphics
import Foundation

/// Turns rendered frames, arriving in any order, into animated-PNG frames: the first covers the whole
/// canvas (it is also the still image), each later one only the smallest rectangle of pixels that changed
/// since the frame before (``APNGDeltaWork``, which any thread may run as soon as both frames are
/// rendered). Shown with dispose `NONE` and blend `SOURCE`, each rectangle replaces exactly what was
/// there, transparent pixels included, so every displayed frame equals the rendered one.
struct APNGFrameDifferencer {
    /// Compresses the rectangles (with the frames' compression level).
    let encoder: PNGEncoder
    let frameCount: Int
    /// Frame 0's `IHDR` payload: the canvas size and colour type every rectangle is encoded with.
    private var header: Data?
    /// Rendered frames still needed by a rectangle not yet handed out.
    private var images: [Int: RGBAImage] = [:]
    /// The frames whose rectangle was handed out.
    private var issued: Set<Int> = []

    init(encoder: PNGEncoder, frameCount: Int) {
        self.encoder = encoder
        self.frameCount = frameCount
    }

    /// Takes frame `index`'s PNG and pixels; returns frame 0's data when this is frame 0, and the
    /// rectangles that can now be worked out.
    mutating func add(index: Int, png: Data, image: RGBAImage) throws(RenderingError) -> (
        first: APNGFrameData?, work: [APNGDeltaWork]
    ) {
        images[index] = image
        var first: APNGFrameData?
        if index == 0 {
            let data = try GraphicsCall.reporting { () throws(GraphicsError) in try APNGFrameData(png: png) }
            header = data.header
            first = data
        }
        guard let header else { return (first, []) }
        var work: [APNGDeltaWork] = []
        for later in images.keys.sorted() where later > 0 && !issued.contains(later) {
            guard let previous = images[later - 1], let current = images[later] else { continue }
            work.append(
                APNGDeltaWork(index: later, previous: previous, current: current, header: header, encoder: encoder))
            issued.insert(later)
        }
        images = images.filter { isNeeded($0.key) }
        return (first, work)
    }

    /// Whether frame `index` is still the "before" or "after" of a rectangle not yet handed out.
    private func isNeeded(_ index: Int) -> Bool {
        let handedOut = index == 0 || issued.contains(index)
        let nextHandedOut = index == frameCount - 1 || issued.contains(index + 1)
        return !(handedOut && nextHandedOut)
    }
}

/// One frame after the first, as the rectangle of pixels that changed since the frame before.
///
/// A frame equal to the one before still becomes a frame (APNG has no empty frames, and the frame count
/// is announced before the frames): the 1×1 rectangle at the top-left corner, unchanged.
struct APNGDeltaWork: Sendable {
    let index: Int
    let previous: RGBAImage
    let current: RGBAImage
    /// The animation's `IHDR` payload (frame 0's).
    let header: Data
    let encoder: PNGEncoder

    /// The rectangle, compressed with the animation's colour type.
    func run() throws(RenderingError) -> APNGFrameData {
        let rect =
            current.boundsOfPixelsDiffering(from: previous) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        let includesAlpha = APNGFrameData.includesAlpha(header)
        guard current.width == previous.width, current.height == previous.height,
            includesAlpha || current.isOpaque(in: rect)
        else {
            throw .invalidOption(
                "frame \(index) differs from frame 0 in size or colour type; an animated PNG needs the same for every frame"
            )
        }
        let imageData = try GraphicsCall.reporting { () throws(GraphicsError) in
            try encoder.compressedImageData(of: current, in: rect, includesAlpha: includesAlpha)
        }
        return APNGFrameData(header: header, region: rect, imageData: imageData)
    }
}
