import Foundation
import Testing

@testable import CairoGraphics

@Suite("PNG encoding and decoding")
struct PNGTests {
    @Test("Translucent canvases round-trip within premultiplication rounding")
    func translucentRoundTrip() throws {
        let canvas = try TestSupport.sampleScene(opaqueBackground: false)
        let decoded = try PNGDecoder.decode(PNGEncoder().encode(canvas))
        #expect(decoded == canvas.rgbaImage())
        // cairo stores premultiplied 8-bit values (truncating), so the requested
        // colour comes back within ±2; the PNG round trip itself is exact.
        let translucent = try #require(decoded.pixel(x: 10, y: 10))
        #expect(
            TestSupport.close(translucent.red, 51, tolerance: 2)
                && TestSupport.close(translucent.green, 102, tolerance: 2))
        #expect(TestSupport.close(translucent.blue, 153, tolerance: 2) && TestSupport.close(translucent.alpha, 128))
        #expect(decoded.pixel(x: 60, y: 2)?.alpha == 0)
    }

    @Test("Opaque canvases round-trip exactly and are stored as RGB")
    func opaqueRoundTrip() throws {
        let canvas = try TestSupport.sampleScene(opaqueBackground: true)
        let png = try PNGEncoder().encode(canvas)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded == canvas.rgbaImage())
        let opaque = try #require(decoded.pixel(x: 40, y: 30))
        #expect(
            TestSupport.close(opaque.red, 230) && TestSupport.close(opaque.green, 25)
                && TestSupport.close(opaque.blue, 77))
        #expect(opaque.alpha == 255)
        let header = try #require(PNGChunkParser.chunks(in: png).first)
        #expect(header.type == "IHDR" && header.data[header.data.startIndex + 9] == 2)
    }

    @Test("RGBA images encode and decode unchanged")
    func rgbaImageRoundTrip() throws {
        let bytes = (0..<(7 * 5 * 4)).map { UInt8(truncatingIfNeeded: $0 * 37) }
        let image = try RGBAImage(width: 7, height: 5, bytes: bytes)
        #expect(try PNGDecoder.decode(PNGEncoder().encode(image)) == image)
        #expect(throws: GraphicsError.self) { try RGBAImage(width: 7, height: 5, bytes: [1, 2, 3]) }
    }

    @Test("pHYs and tEXt chunks carry the requested values; no tIME chunk")
    func metadataChunks() throws {
        let options = PNGEncodingOptions(
            pointScale: 3,
            textEntries: [
                PNGTextEntry(keyword: "Title", text: "Scène: sheet"),
                PNGTextEntry(keyword: "Software", text: "PresentationKit"),
            ])
        let chunks = try PNGChunkParser.chunks(
            in: PNGEncoder(options: options).encode(TestSupport.sampleScene(opaqueBackground: true)))
        let physical = try #require(chunks.first { $0.type == "pHYs" })
        #expect([UInt8](physical.data) == PNGChunk.bigEndianBytes(8504) + PNGChunk.bigEndianBytes(8504) + [1])
        let texts = chunks.filter { $0.type == "tEXt" }.map { [UInt8]($0.data) }
        #expect(texts.count == 2)
        #expect(texts.first == Array("Title".utf8) + [0] + Array("Sc".utf8) + [0xE8] + Array("ne: sheet".utf8))
        #expect(texts.last == Array("Software".utf8) + [0] + Array("PresentationKit".utf8))
        #expect(!chunks.contains { $0.type == "tIME" })
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
    }

    /// The PNG specification (§11.3.4.5): keyword, NUL, compression flag and method, language tag and
    /// translated keyword each ended by NUL, then UTF-8 text.
    @Test("iTXt chunks hold UTF-8 text and read back; other keywords and malformed files have none")
    func internationalText() throws {
        var options = PNGEncodingOptions()
        options.internationalTextEntries = [PNGTextEntry(keyword: "Layout", text: "label \"Scène → 🙂\"")]
        let png = try PNGEncoder(options: options).encode(TestSupport.sampleScene(opaqueBackground: true))
        let chunk = try #require(try PNGChunkParser.chunks(in: png).first { $0.type == "iTXt" })
        #expect([UInt8](chunk.data) == Array("Layout".utf8) + [0, 0, 0, 0, 0] + Array("label \"Scène → 🙂\"".utf8))
        #expect(PNGInternationalText.text(forKeyword: "Layout", in: png) == "label \"Scène → 🙂\"")
        #expect(PNGInternationalText.text(forKeyword: "Other", in: png) == nil)
        #expect(PNGInternationalText.text(forKeyword: "Layout", in: png.prefix(40)) == nil)
    }

    @Test("The pHYs density is round(72 × scale / 0.0254)", arguments: [(1.0, UInt32(2835)), (2, 5669), (3, 8504)])
    func density(scale: Double, expected: UInt32) {
        #expect(PNGEncodingOptions(pointScale: scale).pixelsPerMeter == expected)
    }

    @Test("Text entries with bad keywords or NUL in their text are rejected")
    func invalidText() throws {
        let canvas = try TestSupport.sampleScene(opaqueBackground: true)
        for entry in [
            PNGTextEntry(keyword: "", text: "x"), PNGTextEntry(keyword: "Title", text: "🙂\u{0}"),
            PNGTextEntry(keyword: String(repeating: "k", count: 80), text: "x"),
        ] {
            #expect(throws: GraphicsError.self) {
                try PNGEncoder(options: PNGEncodingOptions(textEntries: [entry])).encode(canvas)
            }
        }
    }

    @Test("Level 0 stores (larger than levels 9 and 12); out-of-range levels throw")
    func compressionLevels() throws {
        let canvas = try TestSupport.sampleScene(opaqueBackground: true)
        let stored = try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 0)).encode(canvas)
        let small = try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 9)).encode(canvas)
        let smallest = try PNGEncoder(options: PNGEncodingOptions(compressionLevel: 12)).encode(canvas)
        #expect(stored.count > small.count && stored.count > smallest.count)
        #expect(try PNGDecoder.decode(stored) == PNGDecoder.decode(smallest))
        #expect(try PNGDecoder.decode(small) == canvas.rgbaImage())
        for level in [-1, 13] {
            #expect(throws: GraphicsError.invalidPNGOption("compression level \(level) is not in 0...12")) {
                try PNGEncoder(options: PNGEncodingOptions(compressionLevel: level)).encode(canvas)
            }
        }
    }

    @Test("Filter choices change the stream but not the pixels")
    func filters() throws {
        let canvas = try TestSupport.sampleScene(opaqueBackground: false)
        let unfiltered = try PNGEncoder(options: PNGEncodingOptions(filters: PNGFilterSet.none)).encode(canvas)
        let paeth = try PNGEncoder(options: PNGEncodingOptions(filters: .paeth)).encode(canvas)
        #expect(unfiltered != paeth)
        #expect(try PNGDecoder.decode(unfiltered) == PNGDecoder.decode(paeth))
    }

    @Test("Encoding is byte-identical across runs and threads")
    func determinism() async throws {
        let reference = try PNGEncoder().encode(TestSupport.sampleScene(opaqueBackground: false))
        #expect(try PNGEncoder().encode(TestSupport.sampleScene(opaqueBackground: false)) == reference)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask { try PNGEncoder().encode(TestSupport.sampleScene(opaqueBackground: false)) }
            }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == reference })
    }

    @Test("The IDAT payload is a zlib stream that a chunk can carry again")
    func imageData() throws {
        let canvas = try TestSupport.sampleScene(opaqueBackground: true)
        let stream = try PNGEncoder().compressedImageData(canvas)
        #expect(stream.first.map { $0 & 0x0F } == 8, "zlib stream using deflate")
        let rebuilt = try PNGChunk(type: "IDAT", data: stream).serialized()
        let reparsed = try PNGChunkParser.chunks(in: Data(PNGChunkParser.signature) + rebuilt)
        #expect(reparsed == [PNGChunk(type: "IDAT", data: stream)])
    }

    @Test("Corrupted streams are reported, not trapped")
    func corruptStreams() throws {
        var png = try PNGEncoder().encode(TestSupport.sampleScene(opaqueBackground: true))
        png[png.startIndex + 20] ^= 0xFF
        #expect(throws: GraphicsError.self) { try PNGChunkParser.chunks(in: png) }
        #expect(throws: GraphicsError.self) { try PNGDecoder.decode(png) }
        #expect(throws: GraphicsError.self) { try PNGDecoder.decode(Data([1, 2, 3])) }
        #expect(throws: GraphicsError.self) { try PNGDecoder.decode(Data()) }
        #expect(throws: GraphicsError.self) {
            try PNGChunkParser.chunks(in: Data(PNGChunkParser.signature + [0, 0, 0, 9]))
        }
    }

    @Test("Files are written atomically and failures leave nothing behind")
    func atomicWrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cairo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let canvas = try TestSupport.sampleScene(opaqueBackground: true)
        let path = directory.appendingPathComponent("scene.png").path
        try PNGEncoder().write(canvas, toPath: path)
        try PNGEncoder().write(canvas, toPath: path)
        #expect(try PNGDecoder.decode(contentsOfFile: path) == canvas.rgbaImage())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.png"])
        let missing = directory.appendingPathComponent("missing/scene.png").path
        #expect(throws: GraphicsError.self) { try PNGEncoder().write(canvas, toPath: missing) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.png"])
    }

    /// A scene named in Japanese failed when its PNG was written (issue 34): PNG's `tEXt` holds Latin-1 only.
    @Test("Latin-1 text is a tEXt chunk, any other text an iTXt chunk in UTF-8, and NUL is refused")
    func textEntriesInAnyScript() throws {
        let image = try RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 255])
        let options = PNGEncodingOptions(textEntries: [
            PNGTextEntry(keyword: "Title", text: "Café"), PNGTextEntry(keyword: "Comment", text: "日本語 A → B \u{FFFF}"),
        ])
        let png = try PNGEncoder(options: options).encode(image)
        let types = try PNGChunkParser.chunks(in: png).map(\.type)
        #expect(types.contains("tEXt") && types.contains("iTXt"))
        #expect(PNGInternationalText.text(forKeyword: "Comment", in: png) == "日本語 A → B \u{FFFF}")
        let withNUL = PNGEncodingOptions(textEntries: [PNGTextEntry(keyword: "Title", text: "a\u{0}b")])
        #expect(throws: GraphicsError.self) { try PNGEncoder(options: withNUL).encode(image) }
    }

    /// A 1 KB file can declare 20000 × 20000 px; decoding it allocated 1.6 GB and took most of a minute before the
    /// size was checked. The declared size is now refused from the header, before any pixel memory.
    @Test("A header that declares more pixels than allowed is refused before decoding")
    func declaredSizeIsCheckedFirst() throws {
        let tiny = try PNGEncoder().encode(try RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 255]))
        let huge = try Self.png(declaringWidth: 20000, height: 20000)
        #expect(huge.count < 1024)
        let error = #expect(throws: GraphicsError.self) { try PNGDecoder.decode(huge, maximumPixelCount: 1 << 26) }
        #expect(
            error?.description.contains("its header declares 20000×20000 px, more than the 67108864 pixels") == true,
            "\(String(describing: error))")
        let allowed = try PNGDecoder.decode(tiny, maximumPixelCount: 1)
        #expect(allowed.width == 1 && allowed.height == 1)
    }

    /// Issue 34: `verify` decoded a reference declaring 8192 × 8192 px (825 MB) only to find that its size differs.
    /// The declared size is read from the header alone.
    @Test("The declared size is read from the header without decoding; a file that is no PNG is reported")
    func declaredSizeWithoutDecoding() throws {
        let declared = try PNGDecoder.declaredSize(of: try Self.png(declaringWidth: 8192, height: 4096))
        #expect(declared.width == 8192 && declared.height == 4096)
        #expect(throws: GraphicsError.self) { try PNGDecoder.declaredSize(of: Data("not a PNG".utf8)) }
        #expect(throws: GraphicsError.self) { try PNGDecoder.declaredSize(of: Data()) }
    }

    /// A PNG file of a few hundred bytes whose header declares `width` × `height` px of RGBA: one pixel's image data.
    static func png(declaringWidth width: UInt32, height: UInt32) throws -> Data {
        let tiny = try PNGEncoder().encode(try RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 255]))
        let idat = try #require(try PNGChunkParser.chunks(in: tiny).first { $0.type == "IDAT" })
        var header = Data()
        for side in [width, height] { withUnsafeBytes(of: side.bigEndian) { header.append(contentsOf: $0) } }
        header.append(contentsOf: [8, 6, 0, 0, 0])
        var png = Data(PNGChunkParser.signature)
        for chunk in [PNGChunk(type: "IHDR", data: header), idat, PNGChunk(type: "IEND", data: Data())] {
            try chunk.append(to: &png)
        }
        return png
    }
}
