import CairoGraphics
import Foundation
import Testing

/// One-character, dot and non-ASCII paths on every command that splits a path. corelibs Foundation's
/// `NSString.deletingLastPathComponent` traps on such paths (`a`, `.`, `é`), which crashed the commands with
/// SIGILL (exit 132); every command now splits paths without it.
@Suite(.serialized) struct ShortPathCommandTests {
    /// A scratch folder holding a copy of a scene as `s.yaml` and a figure as `f.yaml` with its scene beside it.
    private static func workspace() throws -> URL {
        let folder = try CommandLineTool.scratchFolder()
        let fixtures = CommandLineTool.repository.appendingPathComponent("Fixtures")
        let scene = fixtures.appendingPathComponent("scenes/stacked-sheets.yaml")
        try FileManager.default.copyItem(at: scene, to: folder.appendingPathComponent("s.yaml"))
        let animation = fixtures.appendingPathComponent("scenes/animations/detent-change.yaml")
        try FileManager.default.copyItem(at: animation, to: folder.appendingPathComponent("m.yaml"))
        let figure = """
            name: f
            panels:
              - scene: s.yaml
            """
        try figure.write(to: folder.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    private static func run(_ arguments: [String], in folder: URL) throws -> CommandLineTool.Result {
        let result = try CommandLineTool.run(arguments, in: folder)
        #expect(result.status < 128, "presentkit \(arguments.joined(separator: " ")) died: \(result.standardError)")
        return result
    }

    @Test(arguments: ["a", "é", "日"])
    func renderWritesToAOneCharacterName(name: String) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "s.yaml", "--scale", "1", "--output", name], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try PNGDecoder.decode(contentsOfFile: folder.appendingPathComponent(name).path).width == 402)
    }

    @Test(arguments: [".", "./", "/"])
    func renderRefusesAFolderAsItsOutput(path: String) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "s.yaml", "--scale", "1", "--output", path], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.contains("is a directory"), "\(result.standardError)")
    }

    @Test func animateWritesItsFramesIntoTheCurrentFolder() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["animate", "m.yaml", "--scale", "1", "--fps", "10", "--output", "."], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(!frames.isEmpty)
    }

    @Test func figureReadsAFileNamedWithoutAFolderAndWritesBesideIt() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["figure", "f.yaml", "--format", "png", "--output", "o"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("o").path)
        #expect(written.contains { $0.hasSuffix(".png") }, "\(written)")
    }

    /// A run that fails after making its output folders takes the empty ones away again; a folder that existed
    /// before stays.
    @Test func failedRunsLeaveNoEmptyFolders() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 4096 × 100 pt screen at --scale 8 fits the memory budget but not the canvas (32768 px wide), which is
        // found only when the image is drawn, after the output's folders were made.
        let wide = try String(
            contentsOf: CommandLineTool.repository.appendingPathComponent("Fixtures/scenes/custom-device.yaml"),
            encoding: .utf8
        ).replacingOccurrences(of: "{ width: 320, height: 568 }", with: "{ width: 4096, height: 100 }")
        try wide.write(to: folder.appendingPathComponent("w.yaml"), atomically: true, encoding: .utf8)
        let tooWide = try Self.run(["render", "w.yaml", "--scale", "8", "--output", "nd/sub/x.png"], in: folder)
        #expect(tooWide.status == 1, "\(tooWide.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nd").path))
        let broken = "name: b\npanels:\n  - scene: missing.yaml\n"
        try broken.write(to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let invalid = try Self.run(["figure", "b.yaml", "--output", "figures/out"], in: folder)
        #expect(invalid.status == 3)
        #expect(
            invalid.standardError.contains("b.yaml:3:5: panels[0]: scene 'missing.yaml': no such file or directory"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("figures").path))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("kept"), withIntermediateDirectories: false)
        _ = try Self.run(["render", "w.yaml", "--scale", "8", "--output", "kept/x.png"], in: folder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("kept").path))
    }
}
