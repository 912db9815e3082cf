import CairoGraphics
import Foundation
import Testing

/// The README's images (Output/readme/, listed in Fixtures/readme-images.txt) are regenerated and
/// compared by pixels with the committed ones, so the README never shows a stale picture.
@Suite struct ReadmeImageTests {
    static let names: [String] = {
        let list = CommandLineTool.repository.appendingPathComponent("Fixtures/readme-images.txt")
        return ((try? String(contentsOf: list, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }()

    @Test func everyReadmeImageIsListed() {
        #expect(Self.names.count >= 5)
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
        let fresh = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: output)))
        let committed = try PNGDecoder.decode(
            Data(
                contentsOf: CommandLineTool.repository
                    .appendingPathComponent("Output/readme/\(name).png")))
        let differing = fresh.countOfPixelsDiffering(from: committed, tolerance: 2)
        #expect(
            Double(differing) <= 0.001 * Double(fresh.width * fresh.height),
            "\(name): \(differing) pixels differ; regenerate with `make readme-images`")
    }
}
