import CairoGraphics
import Foundation
import Testing

/// `presentkit figure`: files and folders, every format, a bad file reported in place while the others are
/// written, shards.
@Suite struct FigureCommandTests {
    static let figures = "Fixtures/figures"

    /// The files an output folder holds, the hidden cache folder left out, sorted.
    static func outputs(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The committed figure files' names without extension.
    static func figureNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: CommandLineTool.repository.appendingPathComponent(figures).path
        ).filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    @Test func aFolderRendersEveryFigureInEveryFormat() throws {
        let output = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CommandLineTool.run([
            "figure", Self.figures, "--format", "png,svg,pdf", "--output", output.path, "--jobs", "2",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let written = try Self.outputs(in: output)
        let expected = try Self.figureNames().flatMap { name in ["pdf", "png", "svg"].map { "\(name).\($0)" } }
        #expect(written == expected.sorted())
        let png = try PNGDecoder.decode(contentsOfFile: output.appendingPathComponent("sheet-detents.png").path)
        #expect(png.width > 600 && png.height > 300)
        let pdf = try Data(contentsOf: output.appendingPathComponent("sheet-detents.pdf"))
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
    }

    @Test func outputRepeatsAcrossRunsAndWorkerCounts() throws {
        let first = try CommandLineTool.scratchFolder()
        let second = try CommandLineTool.scratchFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let names = ["\(Self.figures)/guide-8-3-current-context.yaml", "\(Self.figures)/sheet-detents.yaml"]
        for (folder, jobs) in [(first, "1"), (second, "2")] {
            let result = try CommandLineTool.run(
                ["figure"] + names + ["--format", "png,svg,pdf", "--output", folder.path, "--jobs", jobs])
            #expect(result.status == 0, "\(result.standardError)")
        }
        for name in try Self.outputs(in: first) {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between runs")
        }
    }

    @Test func anInvalidFigureIsReportedWhileTheOthersAreWritten() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = CommandLineTool.repository.appendingPathComponent("Fixtures/scenes/page-sheet-ios13.yaml").path
        try "panels: [{ scene: \(scene), annotations: [{ size: presented-contnet }] }]\n".write(
            to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        try "panels: [{ scene: \(scene) }]\n".write(
            to: folder.appendingPathComponent("fine.yaml"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let result = try CommandLineTool.run(["figure", folder.path, "--output", output.path])
        #expect(result.status == 3)
        #expect(
            result.standardError.contains(
                "broken.yaml:1:"
                    + "\(scene.count + 43): panels[0].annotations[0].size: no view 'presented-contnet' in the panel's "
                    + "layout (did you mean 'presented-content'?)"), "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("fine.png").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("broken.png").path))
    }

    @Test func shardsSplitTheFiguresBetweenThem() throws {
        var seen: [String] = []
        for part in ["1/2", "2/2"] {
            let output = try CommandLineTool.scratchFolder()
            defer { try? FileManager.default.removeItem(at: output) }
            let result = try CommandLineTool.run(["figure", Self.figures, "--shard", part, "--output", output.path])
            #expect(result.status == 0, "\(result.standardError)")
            seen += try Self.outputs(in: output)
        }
        #expect(seen.sorted() == (try Self.figureNames().map { "\($0).png" }))
    }

    @Test func usageErrorsNameTheProblem() throws {
        let missing = try CommandLineTool.run(["figure", "Fixtures/figures/no-such.yaml"])
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("'Fixtures/figures/no-such.yaml': no such file or folder"))
        let scale = try CommandLineTool.run(["figure", Self.figures, "--scale", "0"])
        #expect(scale.status == 64)
        #expect(scale.standardError.contains("--scale must be a number in 0<…8"))
    }

    @Test func unchangedFiguresAreNotDrawnAgain() throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = CommandLineTool.repository.appendingPathComponent("Fixtures/scenes/page-sheet-ios13.yaml").path
        for name in ["a", "b"] {
            try "panels: [{ scene: \(scene), caption: \(name) }]\n".write(
                to: folder.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let output = folder.appendingPathComponent("out").path
        let arguments = ["figure", folder.path, "--format", "png,pdf", "--output", output]
        #expect(try CommandLineTool.run(arguments).standardOutput.contains("(4 drawn, 0 up to date)"))
        let before = try Data(contentsOf: URL(fileURLWithPath: output + "/a.png"))
        #expect(try CommandLineTool.run(arguments).standardOutput.contains("(0 drawn, 4 up to date)"))
        // A changed caption draws that figure again; a damaged output is drawn again, whatever its date.
        try "panels: [{ scene: \(scene), caption: changed }]\n".write(
            to: folder.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: output + "/a.pdf"))
        #expect(try CommandLineTool.run(arguments).standardOutput.contains("(3 drawn, 1 up to date)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/a.png")) == before)
        #expect(try CommandLineTool.run(arguments + ["--force"]).standardOutput.contains("(4 drawn, 0 up to date)"))
    }
}
