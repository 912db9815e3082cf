import CairoGraphics
import Foundation
import Testing

/// Encoding a rectangle of an image (an animated PNG's partial frame) and finding the rectangle that changed.
@Suite struct PNGRegionTests {
    /// A 4×3 image whose pixel (x, y) is (10x, 10y, 7, alpha), alpha 0 in the top row, else 255.
    static func image() throws -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<3 {
            for x in 0..<4 { bytes += [UInt8(10 * x), UInt8(10 * y), 7, y == 0 ? 0 : 255] }
        }
        return try RGBAImage(width: 4, height: 3, bytes: bytes)
    }

    /// A still PNG of `data` compressed rows at `width` × `height`, colour type 6 or 2.
    static func still(_ data: Data, width: UInt8, height: UInt8, alpha: Bool) throws -> RGBAImage {
        var png = Data(PNGChunkParser.signature)
        let header = Data([0, 0, 0, width, 0, 0, 0, height, 8, alpha ? 6 : 2, 0, 0, 0])
        for chunk in [
            PNGChunk(type: "IHDR", data: header), PNGChunk(type: "IDAT", data: data),
            PNGChunk(type: "IEND", data: Data()),
        ] {
            png.append(try chunk.serialized())
        }
        return try PNGDecoder.decode(png)
    }

    @Test func aRegionWithAlphaKeepsItsTransparentPixels() throws {
        let data = try PNGEncoder().compressedImageData(
            of: Self.image(), in: PixelRect(x: 1, y: 0, width: 2, height: 2), includesAlpha: true)
        // Columns 1–2 of rows 0–1: (10, 0, 7, 0) (20, 0, 7, 0) / (10, 10, 7, 255) (20, 10, 7, 255).
        let expected: [UInt8] = [10, 0, 7, 0, 20, 0, 7, 0, 10, 10, 7, 255, 20, 10, 7, 255]
        #expect(try Self.still(data, width: 2, height: 2, alpha: true).bytes == expected)
    }

    @Test func anOpaqueRegionCanBeRGB() throws {
        let data = try PNGEncoder().compressedImageData(
            of: Self.image(), in: PixelRect(x: 3, y: 1, width: 1, height: 2), includesAlpha: false)
        #expect(try Self.still(data, width: 1, height: 2, alpha: false).bytes == [30, 10, 7, 255, 30, 20, 7, 255])
    }

    @Test func transparentOrOutsideRegionsAreRefused() throws {
        let image = try Self.image()
        #expect(throws: GraphicsError.self) {
            try PNGEncoder().compressedImageData(
                of: image, in: PixelRect(x: 0, y: 0, width: 2, height: 2), includesAlpha: false)
        }
        #expect(throws: GraphicsError.self) {
            try PNGEncoder().compressedImageData(
                of: image, in: PixelRect(x: 3, y: 0, width: 2, height: 1), includesAlpha: true)
        }
    }

    @Test func boundsOfChangedPixels() throws {
        let image = try Self.image()
        var bytes = image.bytes
        bytes[(1 * 4 + 1) * 4 + 3] = 254  // alpha of (1, 1)
        bytes[(2 * 4 + 2) * 4] = 0  // red of (2, 2)
        let changed = try RGBAImage(width: 4, height: 3, bytes: bytes)
        #expect(changed.boundsOfPixelsDiffering(from: image) == PixelRect(x: 1, y: 1, width: 2, height: 2))
        #expect(image.boundsOfPixelsDiffering(from: image) == nil)
    }
}
