import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// The frames, manifest, contact sheet and animated PNG of an animation.
@Suite struct AnimationExporterTests {
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("presentationkit-animation-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func animatedPNGHasTheChunksInOrderWithConsecutiveSequenceNumbers() async throws {
        let frames = try AnimationFrames.pageSheet()
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let exporter = AnimationExporter(
            directory: folder, fps: 30, outputs: .animatedPNG, jobs: 2,
            options: RenderOptions(scale: 1))
        _ = try await exporter.export(frames)
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png"))
        let types = try PNGChunkParser.chunks(in: data).map(\.type)  // checks the signature, lengths and every CRC
        #expect(Array(types.prefix(2)) == ["IHDR", "acTL"] && types.last == "IEND")
        #expect(types.filter { $0 == "fcTL" }.count == frames.count)
        #expect(types.filter { $0 == "IDAT" }.count == 1 && types.filter { $0 == "fdAT" }.count == frames.count - 1)
        #expect(types.firstIndex(of: "fcTL").map { types[$0 + 1] } == "IDAT", "frame 0 is also the still image")
        #expect(Set(types).isSubset(of: ["IHDR", "acTL", "pHYs", "tEXt", "fcTL", "IDAT", "fdAT", "IEND"]))
        let animation = try AnimatedPNG(data: data)  // checks the order, the sequence numbers and the frame sizes
        #expect(animation.loopCount == 0, "plays forever")
        #expect(animation.width == 393 && animation.height == 852)
        #expect(animation.frames.dropLast().allSatisfy { $0.delay == 1.0 / 30 })
        #expect(animation.frames.last?.delay == 31.0 / 30, "the last frame is held a second longer")
    }

    @Test func readerRefusesFramesOutOfSequence() async throws {
        let frames = Array(try AnimationFrames.pageSheet().prefix(3))
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await AnimationExporter(
            directory: folder, fps: 30, outputs: .animatedPNG, options: RenderOptions(scale: 0.25)
        )
        .export(frames)
        var chunks = try PNGChunkParser.chunks(in: Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png")))
        let last = try #require(chunks.lastIndex { $0.type == "fdAT" })
        chunks[last].data.replaceSubrange(0..<4, with: [0, 0, 0, 9])
        var broken = Data(PNGChunkParser.signature)
        for chunk in chunks { broken.append(try chunk.serialized()) }
        #expect(throws: GraphicsError.malformedPNGStream("fdAT 4 is out of sequence")) { try AnimatedPNG(data: broken) }
    }

    /// With the default clear background the rounded screen's corners are transparent (an RGBA animation);
    /// an opaque background gives an RGB one.
    @Test(arguments: [0.0, 1.0])
    func everyCompositedFrameOfTheAnimatedPNGIsTheFramePNG(backgroundAlpha: Double) async throws {
        let frames = try AnimationFrames.pageSheet()
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let options = RenderOptions(
            scale: 0.5, background: ColorComponents(red: 1, green: 1, blue: 1, alpha: backgroundAlpha))
        let exporter = AnimationExporter(
            directory: folder, fps: 30, outputs: [.frames, .animatedPNG], jobs: 2, options: options)
        _ = try await exporter.export(frames)
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png"))
        let colorType = try #require(PNGChunkParser.chunks(in: data).first?.data.dropFirst(9).first)
        #expect(colorType == (backgroundAlpha < 1 ? 6 : 2), "RGBA with transparent corners, else RGB")
        let animation = try AnimatedPNG(data: data)
        let shown = try animation.images()
        #expect(shown.count == frames.count)
        for (index, image) in shown.enumerated() {
            let path = "\(folder)/\(exporter.frameName(index, count: frames.count))"
            #expect(try image == PNGDecoder.decode(contentsOfFile: path), "frame \(index)")
        }
    }

    @Test func framesAfterTheFirstHoldOnlyTheRectangleThatChanged() async throws {
        let frames = try AnimationFrames.pageSheet()
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let exporter = AnimationExporter(
            directory: folder, fps: 30, outputs: [.frames, .animatedPNG], jobs: 2, options: RenderOptions(scale: 0.5))
        _ = try await exporter.export(frames)
        let animation = try AnimatedPNG(data: Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png")))
        let canvas = PixelRect(x: 0, y: 0, width: animation.width, height: animation.height)
        #expect(animation.frames.first?.region == canvas)
        let images = try (0..<frames.count).map { index in
            try PNGDecoder.decode(contentsOfFile: "\(folder)/\(exporter.frameName(index, count: frames.count))")
        }
        for index in 1..<frames.count {
            // Every pixel outside the frame's rectangle equals the frame before; its edges each hold a change.
            let region = animation.frames[index].region
            let changed = images[index].boundsOfPixelsDiffering(from: images[index - 1])
            #expect(region == changed ?? PixelRect(x: 0, y: 0, width: 1, height: 1), "frame \(index)")
        }
        #expect(animation.frames.contains { $0.region.height < canvas.height / 2 }, "the settling sheet changes less")
    }

    @Test func aFrameEqualToTheOneBeforeIsOneUnchangedPixel() async throws {
        let tree = try #require(AnimationFrames.pageSheet().last?.tree)
        let frames = (0..<3).map { AnimationFrame(index: $0, time: Double($0) / 30, progress: 1, tree: tree) }
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await AnimationExporter(
            directory: folder, fps: 30, outputs: .animatedPNG, options: RenderOptions(scale: 0.25)
        ).export(frames)
        let animation = try AnimatedPNG(data: Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png")))
        // APNG has no empty frames: the top-left pixel is drawn again, unchanged.
        #expect(
            animation.frames.dropFirst().map(\.region)
                == Array(repeating: PixelRect(x: 0, y: 0, width: 1, height: 1), count: 2))
        let shown = try animation.images()
        #expect(shown[1] == shown[0] && shown[2] == shown[0])
    }

    @Test func theDeltaAnimatedPNGIsMuchSmallerThanItsFrames() async throws {
        let frames = try AnimationFrames.pageSheet()
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let export = try await AnimationExporter(
            directory: folder, fps: 30, outputs: [.frames, .animatedPNG], jobs: 2, options: RenderOptions(scale: 1)
        ).export(frames)
        func size(_ path: String) throws -> Int { try Data(contentsOf: URL(fileURLWithPath: path)).count }
        let animated = try size("\(folder)/animation.png")
        let framesTotal = try export.files.filter { $0.hasSuffix(".png") && !$0.hasSuffix("animation.png") }
            .reduce(0) { try $0 + size($1) }
        // The sheet rises over a dimming, receding inbox: until it settles nearly every row changes, so the
        // rectangles save about a third (the scene file's sheet: 1.49× at 30 fps, 1×; 1.58× at 60 fps, 3×).
        // Whole frames would make the animated PNG about as large as the frames together.
        #expect(Double(animated) * 1.3 < Double(framesTotal), "\(animated) bytes against \(framesTotal)")
    }

    @Test func outputDoesNotDependOnTheNumberOfWorkers() async throws {
        let frames = Array(try AnimationFrames.pageSheet().prefix(8))
        let one = try Self.temporaryDirectory()
        let three = try Self.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: one)
            try? FileManager.default.removeItem(atPath: three)
        }
        let options = RenderOptions(scale: 0.5)
        let first = try await AnimationExporter(directory: one, fps: 30, jobs: 1, options: options, title: "sheet")
            .export(frames)
        _ = try await AnimationExporter(directory: three, fps: 30, jobs: 3, options: options, title: "sheet")
            .export(frames)
        #expect(first.files.count == frames.count + 3)
        for path in first.files {
            let name = (path as NSString).lastPathComponent
            let a = try Data(contentsOf: URL(fileURLWithPath: path))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(three)/\(name)"))
            #expect(a == b && !a.isEmpty, "\(name) differs between 1 and 3 workers")
        }
    }

    @Test func manifestListsEveryFrameWithItsTimeProgressAndFile() async throws {
        let frames = Array(try AnimationFrames.pageSheet().prefix(5))
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await AnimationExporter(
            directory: folder, fps: 30, outputs: [.frames, .manifest],
            options: RenderOptions(scale: 0.25)
        ).export(frames)
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/frames.json")))
        let manifest = try #require(json as? [String: Any])
        #expect(manifest["fps"] as? Double == 30 && manifest["frameCount"] as? Int == 5)
        let entries = try #require(manifest["frames"] as? [[String: Any]])
        #expect(entries.map { $0["file"] as? String } == (0..<5).map { "frame-000\($0).png" })
        for (entry, frame) in zip(entries, frames) {
            #expect(abs((entry["time"] as? Double ?? -1) - frame.time) < 1e-6)
            #expect(abs((entry["progress"] as? Double ?? -1) - frame.progress) < 1e-6)
        }
        for index in 0..<5 { #expect(FileManager.default.fileExists(atPath: "\(folder)/frame-000\(index).png")) }
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/animation.png"))
    }

    @Test func contactSheetShowsAtMostTwentyFourFramesIncludingTheLast() async throws {
        #expect(AnimationExporter.tileIndices(count: 10) == Array(0..<10))
        for count in [25, 38, 61, 103, 3600] {
            let tiles = AnimationExporter.tileIndices(count: count)
            #expect(tiles.count <= 24 && tiles.first == 0 && tiles.last == count - 1, "\(count): \(tiles)")
            #expect(tiles == tiles.sorted() && Set(tiles).count == tiles.count)
        }
        let frames = try AnimationFrames.pageSheet()
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await AnimationExporter(
            directory: folder, fps: 30, outputs: .contactSheet, options: RenderOptions(scale: 1),
            thumbnailSize: 120
        ).export(frames)
        let sheet = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: "\(folder)/contact-sheet.png")))
        let thumbnailWidth = (120 * 393 / 852.0).rounded()
        // One tile per frame, in a grid of rows balanced as `balancedColumns` chooses, each tile 120 px tall
        // with 40 px of text under it.
        let columns = ThumbnailSheet.balancedColumns(count: frames.count, tileWidth: thumbnailWidth, tileHeight: 160)
        let rows = (frames.count + columns - 1) / columns
        #expect(rows > 1, "a grid, not one strip")
        #expect(Double(sheet.width) >= Double(columns) * (thumbnailWidth + 16) - 16, "\(sheet.width) px wide")
        #expect(sheet.height >= rows * 160, "\(sheet.height) px tall")
    }

    @Test func emptyAnimationsAndBadRatesAreRefused() async throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        await #expect(throws: RenderingError.invalidOption("an animation needs at least one frame")) {
            try await AnimationExporter(directory: folder, fps: 30).export([])
        }
        let frames = Array(try AnimationFrames.pageSheet().prefix(1))
        await #expect(throws: RenderingError.invalidOption("the frame rate 0.0 must be finite and positive")) {
            try await AnimationExporter(directory: folder, fps: 0).export(frames)
        }
    }
}
