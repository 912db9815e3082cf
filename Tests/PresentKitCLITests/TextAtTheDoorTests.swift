import CairoGraphics
import Foundation
import Testing

/// Text that a later stage needs in a narrower form is checked when the file is read, or written in a form that
/// holds it (issue 34): a scene named in Japanese failed when its PNG was written (PNG's `tEXt` is Latin-1), and
/// a caption holding U+FFFF failed inside cairo with no file or line.
@Suite struct TextAtTheDoorTests {
    @Test func aSceneNamedInAnyScriptRendersWithItsTitleInAnInternationalTextChunk() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("scene.yaml")
        try Data("name: 日本語\ndevice: iphone-15-pro\nroot: { navigation: { title: 設定 } }\n".utf8).write(to: scene)
        let result = try CommandLineTool.run(["render", scene.path, "--scale", "1"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let png = try Data(contentsOf: folder.appendingPathComponent("Output/日本語.png"))
        #expect(PNGInternationalText.text(forKeyword: "Title", in: png) == "日本語")
    }

    @Test func aFigureCaptionHoldingANoncharacterIsALocatedErrorBeforeAnythingIsDrawn() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let figure = folder.appendingPathComponent("figure.yaml")
        let text = """
            title: Detents
            panels:
              - scene: \(CommandLineTool.repository.path)/Fixtures/figures/scenes/sheet-detent-medium.yaml
                caption: "medium \\uFFFF"
            """
        try Data(text.utf8).write(to: figure)
        let output = folder.appendingPathComponent("out")
        let result = try CommandLineTool.run(["figure", figure.path, "--output", output.path, "--format", "png,pdf"])
        #expect(result.status == 3)
        #expect(
            result.standardError.contains(
                "figure.yaml:4:14: panels[0].caption: holds U+FFFF, a Unicode noncharacter, which cannot be drawn"))
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    }
}
