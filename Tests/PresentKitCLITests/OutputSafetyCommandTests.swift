import CairoGraphics
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What the commands write never destroys what it should not: devices, read-only files, the old file
/// while a new one is being written.
@Suite(.serialized) struct OutputSafetyCommandTests {
    static let scene = "Fixtures/scenes/stacked-sheets.yaml"

    @Test func aDeviceIsNeverReplaced() throws {
        let result = try CommandLineTool.run(["render", Self.scene, "--output", "/dev/null"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("'/dev/null': is a device, not a regular file"))
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aReadOnlyFileNeedsForce() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("kept.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let refused = try CommandLineTool.run(["render", Self.scene, "--scale", "1", "--output", path])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("read-only (use --force to replace it)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("old".utf8))
        let forced = try CommandLineTool.run(["render", Self.scene, "--scale", "1", "--output", path, "--force"])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(try PNGDecoder.decode(contentsOfFile: path).width == 402)
    }

    @Test func aSymbolicLinkIsWrittenThrough() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.png").path
        let link = folder.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.png")
        let result = try CommandLineTool.run(["render", Self.scene, "--scale", "1", "--output", link])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.png")
        #expect(try PNGDecoder.decode(contentsOfFile: target).width == 402)
    }

    @Test func dashIsStandardOutput() throws {
        let result = try CommandLineTool.run(["render", Self.scene, "--scale", "1", "--output", "-"])
        #expect(result.status == 0)
        let image = try PNGDecoder.decode(result.standardOutputData)
        #expect(image.width == 402 && image.height == 874)
    }

    /// Kills `presentkit animate` (an animated PNG written frame by frame) and `presentkit gallery` at
    /// different moments: every output present afterwards is a complete PNG (the old or the new one).
    @Test func killsDuringWritesLeaveOnlyCompleteFiles() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let animation = folder.appendingPathComponent("sheet.png").path
        let animate = [
            "animate", "Fixtures/scenes/animations/page-sheet.yaml", "--format", "apng", "--scale", "0.5", "--jobs",
            "1",
            "--output", animation,
        ]
        #expect(try CommandLineTool.run(animate).status == 0)
        let gallery = [
            "gallery", "--devices", "iphone-se,iphone-15-pro", "--scale", "0.25", "--jobs", "1", "--output",
            folder.appendingPathComponent("gallery").path,
        ]
        for (round, delay) in [0.05, 0.15, 0.3, 0.45, 0.6, 0.8].enumerated() {
            try CommandLineTool.kill(round.isMultiple(of: 2) ? animate : gallery, after: delay)
            let chunks = try PNGChunkParser.chunks(in: Data(contentsOf: URL(fileURLWithPath: animation)))
            #expect(chunks.last?.type == "IEND" && chunks.contains { $0.type == "acTL" }, "round \(round)")
            for png in try Self.pngFiles(under: folder.appendingPathComponent("gallery")) {
                #expect(throws: Never.self, "round \(round): \(png)") { _ = try PNGDecoder.decode(contentsOfFile: png) }
            }
        }
    }

    /// A run killed while writing leaves its unfinished file (it cannot clean up after SIGKILL); the next run that
    /// writes the same destination removes it.
    @Test func theNextWriteRemovesAKilledRunsUnfinishedFile() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let animation = folder.appendingPathComponent("sheet.png").path
        let animate = [
            "animate", "Fixtures/scenes/animations/page-sheet.yaml", "--format", "apng", "--scale", "0.5", "--jobs",
            "1", "--output", animation,
        ]
        func partials() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
                $0.hasSuffix(".partial")
            }
        }
        #expect(try CommandLineTool.kill(animate, when: { !partials().isEmpty }), "killed while writing")
        #expect(partials().count == 1)
        #expect(try CommandLineTool.run(animate).status == 0)
        #expect(partials().isEmpty, "\(partials())")
        #expect(FileManager.default.fileExists(atPath: animation))
    }

    /// Every visible `.png` below `folder`.
    static func pngFiles(under folder: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") }
            .map { folder.appendingPathComponent($0).path }
    }
}
