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

    @Test func everyFrameOfTheAnimatedPNGIsTheRenderedFrame() async throws {
        let frames = try AnimationFrames.pageSheet()
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let options = RenderOptions(scale: 1)
        _ = try await AnimationExporter(directory: folder, fps: 30, outputs: .animatedPNG, jobs: 2, options: options)
            .export(frames)
        let animation = try AnimatedPNG(data: Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png")))
        #expect(animation.frames.count == frames.count)
        for index in [0, frames.count / 3, frames.count - 1] {
            #expect(
                try animation.image(ofFrame: index)
                    == PresentationRenderer().renderImage(frames[index].tree, options: options),
                "frame \(index)")
        }
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
        let thumbnailWidth = Int((120 * 393 / 852.0).rounded())
        #expect(sheet.width >= frames.count * (thumbnailWidth + 16), "one tile per frame: \(sheet.width) px")
        #expect(sheet.height > 120 + 40)
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
