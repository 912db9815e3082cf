import CairoGraphics
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The conventions people expect of a command-line tool: a version, typed and comma-separated options,
/// the format taken from the output's name, JSON for scripts, a gallery that runs from any folder.
@Suite struct CommandLineConventionTests {
    static let scene = "Fixtures/scenes/stacked-sheets.yaml"

    @Test func versionIsPrinted() throws {
        let result = try CommandLineTool.run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.range(of: #"^\d+\.\d+\.\d+(-[a-z0-9.]+)?\n$"#, options: .regularExpression) != nil)
    }

    @Test func helpListsTheValuesOfEnumOptions() throws {
        let help = try CommandLineTool.run(["render", "--help"]).standardOutput
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("portrait, landscape"))
        #expect(help.contains("ios12, ios13, ios15, ios17, ios18"))
        #expect(help.contains("png, svg, pdf"))
    }

    @Test func completionScriptCompletesEnumValues() throws {
        let script = try CommandLineTool.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        #expect(script.standardOutput.contains("'ios12'$'\\n''ios13'$'\\n''ios15'$'\\n''ios17'$'\\n''ios18'"))
        #expect(script.standardOutput.contains("'iphone-se'$'\\n''iphone-8'"))
    }

    @Test func theOutputsExtensionChoosesTheFormat() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let signatures: [(String, [UInt8])] = [
            ("a.svg", Array("<?xml".utf8)), ("a.pdf", Array("%PDF-".utf8)), ("a.png", [0x89, 0x50, 0x4E, 0x47]),
        ]
        for (name, signature) in signatures {
            let path = folder.appendingPathComponent(name).path
            let result = try CommandLineTool.run(["render", Self.scene, "--scale", "1", "--output", path])
            #expect(result.status == 0, "\(name): \(result.standardError)")
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(data.starts(with: signature), "\(name)")
        }
    }

    @Test(arguments: ["svg", "pdf", "png"])
    func everyFormatIsByteIdenticalFromRunToRun(_ format: String) throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["first", "second"].map { folder.appendingPathComponent("\($0).\(format)").path }
        for path in paths {
            let result = try CommandLineTool.run(["render", "Fixtures/scenes/popover-arrow-up.yaml", "--output", path])
            #expect(result.status == 0, "\(result.standardError)")
            Thread.sleep(forTimeInterval: format == "pdf" ? 1.1 : 0)  // past a creation date's second
        }
        let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0] == bytes[1])
    }

    @Test func aFormatThatContradictsTheExtensionIsAUsageError() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fig.svg").path
        let result = try CommandLineTool.run(["render", Self.scene, "--format", "png", "--output", path])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--format png contradicts the output's extension '.svg'"))
        #expect(!FileManager.default.fileExists(atPath: path))
        let unknown = try CommandLineTool.run([
            "render", Self.scene, "--output", folder.appendingPathComponent("f.jpeg").path,
        ])
        #expect(unknown.status == 64)
    }

    @Test func listsAcceptCommas() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineTool.run([
            "gallery", "--devices", "iphone-se,ipad-pro-11", "--styles", "pageSheet", "--orientations",
            "portrait", "--scale", "0.25", "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let pictures = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("pageSheet").path)
        #expect(pictures.sorted() == ["ipad-pro-11.portrait.ios18.png", "iphone-se.portrait.ios18.png"])
    }

    @Test func galleryRunsOutsideTheRepository() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineTool.run(
            ["gallery", "--devices", "iphone-15-pro", "--styles", "formSheet", "--scale", "0.25", "--output", "out"],
            in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/index.html").path))
        #expect(result.standardOutput.contains("gallery: 2 images"))
    }

    @Test func listingsPrintJSON() throws {
        let devices = try CommandLineTool.run(["devices", "--format", "json"])
        let deviceEntries =
            try JSONSerialization.jsonObject(with: Data(devices.standardOutput.utf8)) as? [[String: Any]]
        #expect(deviceEntries?.count == 19 * 2)
        let pro = deviceEntries?.first {
            $0["identifier"] as? String == "ipad-pro-12-9" && $0["orientation"] as? String == "landscape"
        }
        #expect(pro?["width"] as? Double == 1366 && pro?["height"] as? Double == 1024)

        let styles = try CommandLineTool.run(["styles", "--format", "json"])
        let styleListing = try JSONSerialization.jsonObject(with: Data(styles.standardOutput.utf8)) as? [String: Any]
        let automatic = (styleListing?["presentationStyles"] as? [[String: Any]])?.first {
            $0["style"] as? String == "automatic"
        }
        #expect((automatic?["resolved"] as? [String: String])?["ios12"] == "fullScreen")
        #expect((automatic?["resolved"] as? [String: String])?["ios13"] == "pageSheet")

        let metrics = try CommandLineTool.run(["metrics", "--format", "json"])
        let metricEntries =
            try JSONSerialization.jsonObject(with: Data(metrics.standardOutput.utf8)) as? [[String: Any]]
        let arrow = metricEntries?.first { $0["metric"] as? String == "popoverArrowBase" }
        #expect((arrow?["values"] as? [String: Double])?["ios18"] == 37)
    }
}
