import CairoGraphics
import Foundation

/// One frame's image as an APNG needs it: the animation's `IHDR` fields, the ancillary chunks a still PNG
/// of the first frame carries, the rectangle of the canvas the frame covers and its compressed image data.
struct APNGFrameData: Sendable {
    /// The animation's 13-byte `IHDR` payload (canvas size, bit depth, colour type, …).
    let header: Data
    /// Chunks between `IHDR` and the first `IDAT` (`pHYs`, `tEXt`), for the file's first frame.
    let ancillary: [PNGChunk]
    /// The part of the canvas the frame replaces.
    let region: PixelRect
    /// The zlib stream of the region's filtered rows.
    let imageData: Data

    /// A whole-canvas frame: the parts of a PNG file (as ``PresentationRenderer/renderPNG(_:options:)``
    /// writes one).
    init(png: Data) throws(GraphicsError) {
        let chunks = try PNGChunkParser.chunks(in: png)
        guard let first = chunks.first, first.type == "IHDR", first.data.count == 13 else {
            throw GraphicsError.malformedPNGStream("the PNG does not start with a 13-byte IHDR chunk")
        }
        header = first.data
        ancillary = Array(chunks.dropFirst().prefix { $0.type != "IDAT" })
        imageData = try PNGChunkParser.imageData(in: png)
        region = PixelRect(
            x: 0, y: 0, width: Int(Self.uint32(first.data, at: 0)), height: Int(Self.uint32(first.data, at: 4)))
    }

    /// A frame covering `region` of a canvas described by `header`.
    init(header: Data, region: PixelRect, imageData: Data) {
        self.header = header
        ancillary = []
        self.region = region
        self.imageData = imageData
    }

    /// The whole canvas, as a rectangle.
    var fullCanvas: PixelRect {
        PixelRect(x: 0, y: 0, width: Int(Self.uint32(header, at: 0)), height: Int(Self.uint32(header, at: 4)))
    }

    /// Whether an animation with `header` has pixels with alpha (colour type 6, RGBA).
    static func includesAlpha(_ header: Data) -> Bool {
        header.count == 13 && header[header.startIndex + 9] == 6
    }

    private static func uint32(_ data: Data, at offset: Int) -> UInt32 {
        data.dropFirst(offset).prefix(4).reduce(0) { ($0 << 8) | UInt32($1) }
    }
}
