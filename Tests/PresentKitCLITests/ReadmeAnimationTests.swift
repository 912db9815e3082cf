import CairoGraphics
import Foundation
import PresentationRendering
import Testing

/// The README's animation (Output/readme/sheet-animation.png) is regenerated and compared frame by frame
/// with the committed one, so the README never shows a stale animation.
@Suite struct ReadmeAnimationTests {
    /// The documented command, without its output path.
    static let arguments = [
        "animate", "Fixtures/scenes/animations/page-sheet.yaml", "--scale", "0.75", "--device-frame",
        "--compression", "9", "--format", "apng",
    ]

    @Test func readmeAnimationIsUpToDate() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).png")
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try CommandLineTool.run(Self.arguments + ["--output", output])
        #expect(result.status == 0, "\(result.standardError)")
        let committedData = try Data(
            contentsOf: CommandLineTool.repository.appendingPathComponent("Output/readme/sheet-animation.png"))
        #expect(committedData.count < 1 << 20, "small enough for the README")
        let fresh = try AnimatedPNG(data: Data(contentsOf: URL(fileURLWithPath: output)))
        let committed = try AnimatedPNG(data: committedData)
        #expect(
            fresh.frames.count == committed.frames.count,
            "regenerate with: presentkit \(Self.arguments.joined(separator: " "))")
        for index in 0..<min(fresh.frames.count, committed.frames.count) {
            let new = try fresh.image(ofFrame: index)
            let old = try committed.image(ofFrame: index)
            CommittedImage.expectMatch(
                new, committed: old, what: "frame \(index)",
                regenerate: "presentkit \(Self.arguments.joined(separator: " "))")
        }
    }
}
