import CairoGraphics
import Foundation

/// An animated PNG read back: its frames' timing and image data, checked against the structure
/// ``AnimationExporter`` writes (`IHDR`, `acTL`, then per frame `fcTL` and `IDAT`/`fdAT`, sequence numbers
/// counting from 0 without gaps, whole-canvas frames), each frame decodable as a still image.
public struct AnimatedPNG: Sendable {
    /// One frame.
    public struct Frame: Sendable {
        /// How long the frame shows, seconds.
        public let delay: Double
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

    /// Frame `index` decoded to straight RGBA.
    public func image(ofFrame index: Int) throws(GraphicsError) -> RGBAImage {
        guard frames.indices.contains(index) else {
            throw GraphicsError.malformedPNGStream("there is no frame \(index) of \(frames.count)")
        }
        var still = Data(PNGChunkParser.signature)
        for chunk in [
            PNGChunk(type: "IHDR", data: header), PNGChunk(type: "IDAT", data: frames[index].imageData),
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
        var pending: (delay: Double, data: Data)?
        func close() { if let pending { frames.append(Frame(delay: pending.delay, imageData: pending.data)) } }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try expect(
                    chunk.data.count == 26 && uint32(chunk.data, at: 0) == sequence,
                    "fcTL \(sequence) is malformed or out of sequence")
                try expect(
                    chunk.data.subdata(in: 4..<12) == header.prefix(8)
                        && chunk.data.subdata(in: 12..<20) == Data(count: 8),
                    "frame \(frames.count) does not cover the whole image")
                close()
                let numerator = Double(uint16(chunk.data, at: 20))
                let denominator = Double(uint16(chunk.data, at: 22))
                pending = (numerator / (denominator == 0 ? 100 : denominator), Data())
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
