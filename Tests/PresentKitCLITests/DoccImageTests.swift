import CairoGraphics
import Foundation
import Testing

/// The images the DocC catalogs embed (listed in Fixtures/docc-images.txt with the `presentkit` arguments
/// that render them) are regenerated and compared by pixels with the committed ones, so the documentation
/// never shows a stale picture.
@Suite struct DoccImageTests {
    /// Output path under Sources/ → `presentkit` arguments.
    static let images: [(output: String, arguments: [String])] = {
        let list = CommandLineTool.repository.appendingPathComponent("Fixtures/docc-images.txt")
        let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            return words.first.map { ($0, Array(words.dropFirst())) }
        }
    }()

    @Test func everyCatalogHasAnImage() {
        let catalogs = Set(Self.images.map { $0.output.split(separator: "/").first.map(String.init) ?? "" })
        #expect(catalogs.count == 6)
    }

    @Test(arguments: images.map(\.output))
    func doccImageIsUpToDate(output: String) throws {
        let arguments = try #require(Self.images.first { $0.output == output }?.arguments)
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("docc-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let result = try CommandLineTool.run(arguments + ["--output", fresh.path])
        #expect(result.status == 0, "\(result.standardError)")
        let rendered = try PNGDecoder.decode(Data(contentsOf: fresh))
        let committed = try PNGDecoder.decode(
            Data(contentsOf: CommandLineTool.repository.appendingPathComponent("Sources/\(output)")))
        CommittedImage.expectMatch(rendered, committed: committed, what: output, regenerate: "`scripts/docc-images.sh`")
    }
}
