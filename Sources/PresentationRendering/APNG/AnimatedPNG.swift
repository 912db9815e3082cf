import CairoGraphics
import Foundation

/// An animated PNG read back: its frames' timing, rectangles and image data, checked against the
/// structure ``AnimationExporter`` writes (`IHDR`, `acTL`, then per frame `fcTL` and `IDAT`/`fdAT`,
/// sequence numbers counting from 0 without gaps, a first frame covering the whole canvas, every frame
/// inside the canvas with dispose `NONE` and blend `SOURCE`), and its frames composited as a viewer
/// shows them.
public struct AnimatedPNG: Sendable {
    /// One frame.
    public struct Frame: Sendable {
        /// How long the frame shows, seconds.
        public let delay: Double
        /// The rectangle of the canvas the frame replaces.
        public let region: PixelRect
        /// Its compressed image data (the zlib stream of filtered rows).
        let imageData: Data
    }

    /// The 13-byte `IHDR` payload all frames share.
    let header: Data
    /// How often the animation plays; 0 means forever.
    public let loopCount: UInt32
    /// The frames, in order.
    public let frames: [Frame]

    /// Reads and checks `data` (every chunk's CRC, the chunk order and the sequence numbers).
    public init(data: Data) throws(GraphicsError) {
        let chunks = try PNGChunkParser.chunks(in: data)
        guard let first = chunks.first, first.type == "IHDR", first.data.count == 13 else {
            throw GraphicsError.malformedPNGStream("an animated PNG starts with a 13-byte IHDR chunk")
        }
        guard let control = chunks.first(where: { $0.type == "acTL" }), control.data.count == 8,
            let controlIndex = chunks.firstIndex(where: { $0.type == "acTL" }),
            chunks.firstIndex(where: { $0.type == "IDAT" }).map({ controlIndex < $0 }) == true
        else {
            throw GraphicsError.malformedPNGStream("an animated PNG has an 8-byte acTL chunk before its IDAT")
        }
        header = first.data
        loopCount = Self.uint32(control.data, at: 4)
        frames = try Self.frames(in: chunks, header: first.data)
        guard frames.count == Int(Self.uint32(control.data, at: 0)) else {
            throw GraphicsError.malformedPNGStream(
                "acTL announces \(Self.uint32(control.data, at: 0)) frames, the file has \(frames.count)")
        }
    }

    /// Width in pixels.
    public var width: Int { Int(Self.uint32(header, at: 0)) }
    /// Height in pixels.
    public var height: Int { Int(Self.uint32(header, at: 4)) }

    /// The canvas as a viewer shows it during frame `index`, as straight RGBA: every frame up to it
    /// drawn over the ones before.
    public func image(ofFrame index: Int) throws(GraphicsError) -> RGBAImage {
        guard frames.indices.contains(index) else {
            throw GraphicsError.malformedPNGStream("there is no frame \(index) of \(frames.count)")
        }
        var image: RGBAImage?
        try composite(frames.prefix(through: index)) { image = $0 }
        guard let image else { throw GraphicsError.malformedPNGStream("there is no frame \(index) of \(frames.count)") }
        return image
    }

    /// The canvas as a viewer shows it during each frame, in order.
    public func images() throws(GraphicsError) -> [RGBAImage] {
        var images: [RGBAImage] = []
        try composite(frames[...]) { images.append($0) }
        return images
    }

    /// Decodes each frame's region and copies it over the canvas so far (dispose `NONE`, blend `SOURCE`),
    /// handing `visit` the canvas after each frame.
    private func composite(_ frames: ArraySlice<Frame>, visit: (RGBAImage) -> Void) throws(GraphicsError) {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for frame in frames {
            let region = try decodedRegion(frame)
            let rect = frame.region
            for row in 0..<rect.height {
                let source = row * rect.width * 4
                let destination = ((rect.y + row) * width + rect.x) * 4
                canvas.replaceSubrange(
                    destination..<(destination + rect.width * 4),
                    with: region.bytes[source..<(source + rect.width * 4)])
            }
            visit(try RGBAImage(width: width, height: height, bytes: canvas))
        }
    }

    /// A frame's rectangle decoded on its own, as a still PNG of the rectangle's size.
    private func decodedRegion(_ frame: Frame) throws(GraphicsError) -> RGBAImage {
        var regionHeader = APNGWriter.bytes(UInt32(frame.region.width)) + APNGWriter.bytes(UInt32(frame.region.height))
        regionHeader.append(header.dropFirst(8))
        var still = Data(PNGChunkParser.signature)
        for chunk in [
            PNGChunk(type: "IHDR", data: regionHeader), PNGChunk(type: "IDAT", data: frame.imageData),
            PNGChunk(type: "IEND", data: Data()),
        ] {
            still.append(try chunk.serialized())
        }
        return try PNGDecoder.decode(still)
    }

    /// The frames: each `fcTL` followed by its image data (`IDAT` for a frame that is also the still
    /// image, else `fdAT`), sequence numbers consecutive from 0.
    private static func frames(in chunks: [PNGChunk], header: Data) throws(GraphicsError) -> [Frame] {
        var frames: [Frame] = []
        var sequence: UInt32 = 0
        var pending: (delay: Double, region: PixelRect, data: Data)?
        func close() {
            if let pending {
                frames.append(Frame(delay: pending.delay, region: pending.region, imageData: pending.data))
            }
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try expect(
                    chunk.data.count == 26 && uint32(chunk.data, at: 0) == sequence,
                    "fcTL \(sequence) is malformed or out of sequence")
                close()
                let region = try region(of: chunk.data, isFirst: frames.isEmpty, header: header)
                let numerator = Double(uint16(chunk.data, at: 20))
                let denominator = Double(uint16(chunk.data, at: 22))
                pending = (numerator / (denominator == 0 ? 100 : denominator), region, Data())
                sequence += 1
            case "IDAT", "fdAT":
                try expect(pending != nil, "\(chunk.type) before any fcTL")
                let isFrameData = chunk.type == "fdAT"
                if isFrameData {
                    try expect(uint32(chunk.data, at: 0) == sequence, "fdAT \(sequence) is out of sequence")
                }
                pending?.data.append(isFrameData ? chunk.data.dropFirst(4) : chunk.data)
                if isFrameData { sequence += 1 }
            default:
                break
            }
        }
        close()
        return frames
    }

    /// The rectangle an `fcTL` payload names, checked: inside the canvas, the whole canvas for the first
    /// frame, dispose `NONE` and blend `SOURCE`.
    private static func region(of control: Data, isFirst: Bool, header: Data) throws(GraphicsError) -> PixelRect {
        let region = PixelRect(
            x: Int(uint32(control, at: 12)), y: Int(uint32(control, at: 16)),
            width: Int(uint32(control, at: 4)), height: Int(uint32(control, at: 8)))
        let canvas = PixelRect(x: 0, y: 0, width: Int(uint32(header, at: 0)), height: Int(uint32(header, at: 4)))
        let number = uint32(control, at: 0)
        try expect(
            region.width > 0 && region.height > 0 && region.x + region.width <= canvas.width
                && region.y + region.height <= canvas.height,
            "fcTL \(number) names a region outside the image")
        try expect(!isFirst || region == canvas, "the first frame does not cover the whole image")
        try expect(control.dropFirst(24).elementsEqual([0, 0]), "fcTL \(number) does not dispose NONE, blend SOURCE")
        return region
    }

    private static func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(GraphicsError) {
        guard condition else { throw GraphicsError.malformedPNGStream(message()) }
    }

    static func uint32(_ data: Data, at offset: Int) -> UInt32 {
        data.dropFirst(offset).prefix(4).reduce(0) { ($0 << 8) | UInt32($1) }
    }

    static func uint16(_ data: Data, at offset: Int) -> UInt16 {
        data.dropFirst(offset).prefix(2).reduce(0) { ($0 << 8) | UInt16($1) }
    }
}
