import CairoGraphics
import Foundation

/// One frame's image as an APNG needs it: its `IHDR` fields, the ancillary chunks a still PNG of it
/// carries, and its compressed image data (the concatenated `IDAT` payloads).
struct APNGFrameData: Sendable {
    /// The 13-byte `IHDR` payload (size, bit depth, colour type, …).
    let header: Data
    /// Chunks between `IHDR` and the first `IDAT` (`pHYs`, `tEXt`), for the file's first frame.
    let ancillary: [PNGChunk]
    /// The zlib stream of filtered rows.
    let imageData: Data

    /// The parts of a PNG file (as ``PresentationRenderer/renderPNG(_:options:)`` writes one).
    init(png: Data) throws(GraphicsError) {
        let chunks = try PNGChunkParser.chunks(in: png)
        guard let first = chunks.first, first.type == "IHDR", first.data.count == 13 else {
            throw GraphicsError.malformedPNGStream("the PNG does not start with a 13-byte IHDR chunk")
        }
        header = first.data
        ancillary = Array(chunks.dropFirst().prefix { $0.type != "IDAT" })
        imageData = try PNGChunkParser.imageData(in: png)
    }

    /// Width in pixels.
    var width: UInt32 { Self.uint32(header, at: 0) }
    /// Height in pixels.
    var height: UInt32 { Self.uint32(header, at: 4) }

    private static func uint32(_ data: Data, at offset: Int) -> UInt32 {
        data.dropFirst(offset).prefix(4).reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
