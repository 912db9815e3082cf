import CairoGraphics
import Foundation
import Testing

/// The README's images (Output/readme/, listed in Fixtures/readme-images.txt, and the figures in
/// Output/readme/figures/, listed in Fixtures/readme-figures.txt) are regenerated and
/// compared by pixels with the committed ones, so the README never shows a stale picture.
@Suite struct ReadmeImageTests {
    static let names: [String] = {
        let list = CommandLineTool.repository.appendingPathComponent("Fixtures/readme-images.txt")
        return ((try? String(contentsOf: list, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }()

    static let figureNames: [String] = {
        let list = CommandLineTool.repository.appendingPathComponent("Fixtures/readme-figures.txt")
        return ((try? String(contentsOf: list, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }()

    /// The lists and the README agree: every listed image is shown, and every shown image is listed (so
    /// regenerated and compared).
    @Test func everyReadmeImageIsListed() throws {
        let readme = try String(
            contentsOf: CommandLineTool.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = Set(readme.matches(of: #/src="Output/readme/([^"]+)\.png"/#).map { String($0.output.1) })
        let listed = Set(Self.names + Self.figureNames.map { "figures/\($0)" } + ["sheet-animation"])
        #expect(shown == listed)
    }

    @Test(arguments: names)
    func readmeImageIsUpToDate(name: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).png")
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CommandLineTool.run([
            "render", "Fixtures/scenes/\(name).yaml", "--scale", "1", "--device-frame",
            "--compression", "9", "--output", output,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        try Self.expectSamePixels(fresh: output, committed: "Output/readme/\(name).png", name: name)
    }

    @Test(arguments: figureNames)
    func readmeFigureIsUpToDate(name: String) throws {
        let folder = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandLineTool.run([
            "figure", "Fixtures/figures/\(name).yaml", "--scale", "2", "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        try Self.expectSamePixels(
            fresh: folder.appendingPathComponent("\(name).png").path, committed: "Output/readme/figures/\(name).png",
            name: name)
    }

    /// The fresh image matches the committed one (see ``CommittedImage``).
    static func expectSamePixels(fresh path: String, committed: String, name: String) throws {
        let fresh = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: path)))
        let stored = try PNGDecoder.decode(
            Data(contentsOf: CommandLineTool.repository.appendingPathComponent(committed)))
        CommittedImage.expectMatch(fresh, committed: stored, what: name, regenerate: "`make readme-images`")
    }
}
