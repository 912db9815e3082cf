import CairoGraphics
import Foundation
import Testing

@Suite(.serialized) struct PresentKitCommandTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("presentkit-cli-\(UUID().uuidString)-\(name)")
            .path
    }

    @Test func renderWritesAPNGOfTheScene() throws {
        let output = Self.temporaryPath("sheet.png")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CommandLineTool.run([
            "render", "Fixtures/scenes/form-sheet-over-navigation.yaml",
            "--scale", "1", "--output", output,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        let image = try PNGDecoder.decode(data)
        #expect(image.width == 1194 && image.height == 834)
        let chunks = try PNGChunkParser.chunks(in: data).map(\.type)
        #expect(chunks.contains("pHYs") && chunks.contains("tEXt"))
    }

    @Test func overridesReplaceTheScenesConfiguration() throws {
        let result = try CommandLineTool.run([
            "layout", "Fixtures/scenes/form-sheet-over-navigation.yaml",
            "--orientation", "portrait", "--era", "ios15",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("window ipad-pro-11 portrait ios15 light 834x1194"))
    }

    @Test func anOverrideTheDeviceCannotHonourIsReportedAgainstTheOption() throws {
        let result = try CommandLineTool.run([
            "layout", "Fixtures/scenes/stacked-sheets.yaml", "--multitasking", "half",
        ])
        #expect(result.status == 3)
        #expect(result.standardError.hasPrefix("Fixtures/scenes/stacked-sheets.yaml: --multitasking: "))
        #expect(!result.standardError.contains(":1:1:"))
    }

    /// The scene presents a popover on an iPhone 16 Pro without a delegate: iOS 18 adapts it to a page
    /// sheet in compact width.
    @Test func layoutExplainPrintsThePresentationDecisions() throws {
        let result = try CommandLineTool.run(["layout", "Fixtures/scenes/popover-adapts-on-iphone.yaml", "--explain"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "popover → pageSheet: horizontal size class compact (iPhone 16 Pro portrait); "
                + "delegate returned .none? no; UIKit iOS 18 default\n")
    }

    @Test func layoutPrintsJSON() throws {
        let result = try CommandLineTool.run(["layout", "Fixtures/scenes/stacked-sheets.yaml", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["device"] != nil && object?["root"] != nil)
    }

    @Test func invalidScenesExitWithCodeThreeAndALocatedError() throws {
        let path = Self.temporaryPath("bad.yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "device: ipad-pro-11\nroot: { navigation: { title: X } }\nactions:\n  - present: { id: a, style: sheeet }\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(["render", path])
        #expect(result.status == 3)
        #expect(
            result.standardError
                == "\(path):4:30: actions[0].present.style: unknown style 'sheeet' (did you mean 'pageSheet'?)\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func everyIndependentMistakeIsPrintedOnALineOfItsOwn() throws {
        let output = Self.temporaryPath("three.png")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let file = "Tests/PresentationScenesTests/SeveralMistakes/three-mistakes.yaml"
        let result = try CommandLineTool.run(["render", file, "--output", output])
        #expect(result.status == 3)
        #expect(
            result.standardError == """
                \(file):4:14: actions[1].advance: must be between 0 and 60 s, got 90
                \(file):9:46: root.tabBar.tabs[1].plain.listStyle: unknown list style 'insetGruped' \
                (did you mean 'insetGrouped'?)
                \(file):10:1: apperance: unknown key 'apperance' (did you mean 'appearance'?)

                """)
        #expect(result.standardOutput.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func wrongUsageExitsWith64AndSuggests() throws {
        let result = try CommandLineTool.run(["layout", "Fixtures/scenes/stacked-sheets.yaml", "--era", "ios19"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("The value 'ios19' is invalid for '--era <era>'"))
        #expect(result.standardError.contains("'ios12', 'ios13', 'ios15', 'ios17' or 'ios18'"))
        let missing = try CommandLineTool.run(["render", "Fixtures/scenes/nope.yaml"])
        #expect(missing.status == 3)
        #expect(missing.standardError == "Fixtures/scenes/nope.yaml: no such file or directory\n")
    }

    @Test func listsDevicesStylesAndMetrics() throws {
        let devices = try CommandLineTool.run(["devices"])
        #expect(devices.status == 0)
        #expect(devices.standardOutput.split(separator: "\n").count == 1 + 19 * 2)
        #expect(devices.standardOutput.contains("ipad-pro-12-9      landscape    1366×1024"))
        let styles = try CommandLineTool.run(["styles"])
        #expect(styles.standardOutput.contains("automatic           fullScreen          pageSheet"))
        let metrics = try CommandLineTool.run(["metrics", "--markdown"])
        #expect(metrics.standardOutput.contains("| `popoverArrowBase` | 37 | 37 | 37 | 37 | 37 | exact |"))
    }

    @Test(arguments: ["render", "layout", "gallery", "devices", "styles", "metrics"])
    func everyCommandHasHelp(command: String) throws {
        let result = try CommandLineTool.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: presentkit \(command)"))
    }
}

@Suite struct MetricsArticleTests {
    static let article = "Sources/PresentationKit/PresentationKit.docc/TheMetricsTable.md"

    @Test func theMetricsArticleShowsTheCurrentTable() throws {
        let table = try CommandLineTool.run(["metrics", "--markdown"]).standardOutput
        let article = try String(
            contentsOf: CommandLineTool.repository.appendingPathComponent(Self.article), encoding: .utf8)
        for line in table.split(separator: "\n") {
            #expect(article.contains(line), "\(Self.article) lacks: \(line) — paste `presentkit metrics --markdown`")
        }
    }
}
