import CairoGraphics
import Foundation
import HeadlessBrowserSupport
import Testing

/// `presentkit animate`: the files it writes, its errors, and its animated PNG in a real browser.
@Suite(.serialized) struct AnimateCommandTests {
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "presentkit-animate-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func decode(_ path: String) throws -> RGBAImage {
        try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func writesFramesManifestContactSheetAndAnimatedPNG() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandLineTool.run([
            "animate", "Fixtures/scenes/animations/popover.yaml", "--scale", "0.5",
            "--jobs", "2", "--output", folder,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("animate: 25 frames at 60 fps over 0.400 s"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let expected =
            ["animation.png", "contact-sheet.png", "frames.json"]
            + (0..<25).map { String(format: "frame-%04d.png", $0) }
        #expect(files == expected.sorted())
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/frames.json")))
                as? [String: Any])
        #expect(manifest["frameCount"] as? Int == 25 && manifest["title"] as? String == "popover")
        let chunks = try PNGChunkParser.chunks(in: Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png")))
        #expect(chunks.filter { $0.type == "fcTL" }.count == 25)
    }

    @Test func lastFrameIsTheRenderedSceneAndFirstFrameTheSceneBeforeTheAction() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = "Fixtures/scenes/animations/popover.yaml"
        #expect(
            try CommandLineTool.run(["animate", scene, "--scale", "1", "--format", "frames", "--output", folder]).status
                == 0)
        #expect(
            try CommandLineTool.run(["render", scene, "--scale", "1", "--output", "\(folder)/after.png"]).status == 0)
        let before = "\(folder)/before.yaml"
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        try String(text[..<(text.range(of: "actions:")?.lowerBound ?? text.endIndex)]).write(
            toFile: before, atomically: true,
            encoding: .utf8)
        #expect(
            try CommandLineTool.run(["render", before, "--scale", "1", "--output", "\(folder)/before.png"]).status == 0)
        #expect(try Self.decode("\(folder)/frame-0024.png") == Self.decode("\(folder)/after.png"))
        #expect(try Self.decode("\(folder)/frame-0000.png") == Self.decode("\(folder)/before.png"))
    }

    @Test func apngFormatWithAPNGPathWritesOnlyThatFile() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandLineTool.run([
            "animate", "Fixtures/scenes/animations/partial-curl.yaml", "--scale", "0.25",
            "--fps", "20", "--format", "apng", "--output", "\(folder)/curl.png",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["curl.png"])
        #expect(try Self.decode("\(folder)/curl.png").width == Int((393 * 0.25).rounded()))
    }

    @Test func timeWindowAndActionChooseTheFrames() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandLineTool.run([
            "animate", "Fixtures/scenes/animations/interactive-dismissal-cancelled.yaml",
            "--action", "1", "--from", "0.2", "--to", "0.5", "--fps", "10",
            "--scale", "0.25", "--format", "frames", "--output", folder,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/frames.json")))
                as? [String: Any])
        let times = (manifest["frames"] as? [[String: Any]] ?? []).compactMap { $0["time"] as? Double }
        #expect(times.map { ($0 * 10).rounded() } == [2, 3, 4, 5])
    }

    @Test func mistakesExitWithUsageOrSceneCodes() throws {
        let badAction = try CommandLineTool.run(["animate", "Fixtures/scenes/animations/popover.yaml", "--action", "4"])
        #expect(badAction.status == 64)
        #expect(badAction.standardError.contains("action 4 does not exist: the scene's actions are 0…0"))
        let badFormat = try CommandLineTool.run([
            "animate", "Fixtures/scenes/animations/popover.yaml", "--format", "gif",
        ])
        #expect(
            badFormat.status == 64
                && badFormat.standardError.contains("The value 'gif' is invalid for '--format <format>'"))
        let badRate = try CommandLineTool.run(["animate", "Fixtures/scenes/animations/popover.yaml", "--fps", "0"])
        #expect(badRate.status == 64 && badRate.standardError.contains("frame rate"))
        let window = try CommandLineTool.run([
            "animate", "Fixtures/scenes/form-sheet-over-navigation.yaml", "--era", "ios15",
            "--action", "0", "--from", "0.5", "--to", "0.2",
        ])
        #expect(window.status == 64 && window.standardError.contains("time window"), "\(window.standardError)")
        // Issue 34: values that passed validation and failed later, or ran unbounded.
        for (option, value, rule) in [
            ("--from", "1e308", "--from must be a number of seconds in 0…60"),
            ("--from", "100", "--from must be a number of seconds in 0…60"),
            ("--to", "nan", "--to must be a number of seconds in 0…60"),
            ("--jobs", "9223372036854775807", "--jobs must be in 1…256"),
            ("--output", "-", "--output - (standard output) cannot hold an animation"),
        ] {
            let bad = try CommandLineTool.run(["animate", "Fixtures/scenes/animations/popover.yaml", option, value])
            #expect(bad.status == 64 && bad.standardError.contains(rule), "\(option) \(value): \(bad.standardError)")
        }
        let missing = try CommandLineTool.run(["animate", "Fixtures/scenes/animations/nope.yaml"])
        #expect(missing.status == 3 && missing.standardError.contains("nope.yaml"))
        // A scene with nothing to animate is the scene's problem (3), not the command line's (64).
        let still = try CommandLineTool.run([
            "animate", "Fixtures/scenes/large-title-list.yaml", "--output", "/nonexistent/x",
        ])
        #expect(still.status == 3, "\(still.standardError)")
        #expect(still.standardError.contains("large-title-list.yaml: 'large-title-list' has no action that animates"))
    }

    /// A valid scene too heavy to animate (31 stacked form sheets of 100-row split views, then a drag) is refused
    /// before its frames fill memory, as "cannot be rendered" (1) with the reason, and no usage text.
    @Test func aSceneTooHeavyToAnimateIsRefusedAsUnrenderable() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rows = (0..<100).map { "r\($0)" }.joined(separator: ", ")
        func split(_ title: String) -> String {
            "{ split: { primary: { navigation: { title: \(title), rows: [\(rows)] } }, "
                + "secondary: { navigation: { title: \(title)2, rows: [\(rows)] } } } }"
        }
        var yaml = "device: ipad-pro-11\norientation: landscape\nroot: \(split("Root"))\nactions:\n"
        for index in 0..<31 {
            let source = index == 0 ? "" : ", from: p\(index - 1)"
            yaml +=
                "  - present: { id: p\(index)\(source), style: formSheet, animated: false, content: \(split("P")) }\n"
        }
        let progress = (1..<20).map { "\(Double($0) / 20)" }.joined(separator: ", ")
        yaml += "  - dismissInteractively: { id: p30, progress: [\(progress)], release: cancel }\n"
        let scene = "\(folder)/heavy.yaml"
        try yaml.write(toFile: scene, atomically: true, encoding: .utf8)

        let result = try CommandLineTool.run(["animate", scene, "--format", "apng", "--output", "\(folder)/out"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("\(scene): the animation's frames hold more than 250000 drawn elements"))
        #expect(!result.standardError.contains("Usage:"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"), "nothing written")
    }

    @Test func helpDescribesTheCommand() throws {
        let result = try CommandLineTool.run(["animate", "--help"])
        #expect(result.status == 0 && result.standardOutput.contains("USAGE: presentkit animate"))
    }

    @Test func chromiumPlaysTheAnimatedPNGFrameByFrame() throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandLineTool.run([
            "animate", "Fixtures/scenes/animations/page-sheet.yaml", "--scale", "0.5",
            "--format", "all", "--output", folder,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/animation.png"))
        let last =
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame-") }.count - 1
        let first = try Self.decode("\(folder)/frame-0000.png")
        let final = try Self.decode("\(folder)/frame-\(String(format: "%04d", last)).png")
        let probe = (x: first.width / 2, y: first.height / 10)
        #expect(first.pixel(x: probe.x, y: probe.y) != final.pixel(x: probe.x, y: probe.y), "the probe sees the motion")
        let page = "\(folder)/player.html"
        try APNGPlayerPage.html(animatedPNG: data, fileName: "animation.png", probe: probe).write(
            toFile: page, atomically: true,
            encoding: .utf8)
        let dom = try browser.dumpDOM(of: "file://\(page)")
        #expect(HeadlessBrowser.attribute("data-error", in: dom) == nil, "\(dom)")
        #expect(HeadlessBrowser.attribute("data-natural-width", in: dom) == "\(first.width)")
        #expect(HeadlessBrowser.attribute("data-frame-count", in: dom) == "\(last + 1)")
        #expect(HeadlessBrowser.attribute("data-repetition", in: dom) == "Infinity")
        let expected = [(0, first), (last, final)].map { index, image -> String in
            let pixel = image.pixel(x: probe.x, y: probe.y)
            return "\(index):\(pixel.map { "\($0.red),\($0.green),\($0.blue),\($0.alpha)" } ?? "")"
        }.joined(separator: " ")
        #expect(HeadlessBrowser.attribute("data-samples", in: dom) == expected)
        #expect(
            HeadlessBrowser.attribute("data-durations", in: dom) == "16000 1016000",
            "1/60 s, the end held a second longer")
    }
}
