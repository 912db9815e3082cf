import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// Output formats, metadata, options, determinism and errors.
@Suite struct RendererOutputTests {
    let renderer = PresentationRenderer()

    @Test func pngCarriesDensityAndText() throws {
        let tree = try Scenes.plain("iphone-15-pro")
        let png = try renderer.renderPNG(tree, options: RenderOptions(title: "Inbox sheet"))
        let chunks = try PNGChunkParser.chunks(in: png)
        let density = try #require(chunks.first { $0.type == "pHYs" })
        let perMetre = density.data.prefix(4).reduce(0) { $0 << 8 | UInt32($1) }
        #expect(perMetre == UInt32((72 * 3 / 0.0254).rounded()))
        #expect(density.data.last == 1, "unit is the metre")
        let texts = chunks.filter { $0.type == "tEXt" }.map { String(decoding: $0.data, as: UTF8.self) }
        #expect(texts.contains("Title\0Inbox sheet"))
        #expect(texts.contains("Software\0PresentationKit"))
        let header = try #require(chunks.first { $0.type == "IHDR" })
        #expect(header.data.prefix(4).reduce(0) { $0 << 8 | Int($1) } == 1179)
    }

    @Test func defaultTitleNamesTheConfiguration() throws {
        let png = try renderer.renderPNG(try Scenes.plain("iphone-8"), options: RenderOptions(scale: 1))
        let texts = try PNGChunkParser.chunks(in: png).filter { $0.type == "tEXt" }
        #expect(texts.contains { String(decoding: $0.data, as: UTF8.self) == "Title\0iphone-8 portrait light" })
    }

    @Test func renderingIsDeterministicAcrossRunsAndTasks() async throws {
        let tree = try Scenes.popover(on: "ipad-pro-11")
        let options = RenderOptions(scale: 1)
        let first = try renderer.renderPNG(tree, options: options)
        #expect(try renderer.renderPNG(tree, options: options) == first)
        async let left = Task.detached { try PresentationRenderer().renderPNG(tree, options: options) }.value
        async let right = Task.detached { try PresentationRenderer().renderPNG(tree, options: options) }.value
        let (leftBytes, rightBytes) = try await (left, right)
        #expect(leftBytes == first && rightBytes == first)
    }

    /// Also from process to process (checked by the command-line tests).
    @Test(arguments: [RenderFormat.svg, .pdf])
    func vectorDocumentsAreByteIdenticalAcrossRuns(_ format: RenderFormat) async throws {
        let tree = try Scenes.popover(on: "ipad-pro-11")
        let first = try renderer.render(tree, format: format, options: RenderOptions(title: "Popover"))
        try await Task.sleep(for: .milliseconds(1100))  // past a one-second clock tick of a creation date
        let second = try await Task.detached {
            try PresentationRenderer().render(tree, format: format, options: RenderOptions(title: "Popover"))
        }.value
        #expect(first == second)
    }

    @Test func pdfNamesItsTitleAndAFixedCreationDate() throws {
        let pdf = try renderer.render(
            try Scenes.plain("iphone-8"), format: .pdf, options: RenderOptions(title: "Inbox"))
        let text = String(decoding: pdf, as: Unicode.ASCII.self)
        #expect(text.contains("/Title (Inbox)"))
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] == nil
        #expect(!epoch || text.contains("/CreationDate (19700101000000Z)"))
    }

    @Test func sourceDateEpochSetsTheCreationDate() {
        #expect(
            VectorDocumentMetadata.reproducibleCreationDate(environment: ["SOURCE_DATE_EPOCH": "1700000000"])
                == 1_700_000_000)
        #expect(VectorDocumentMetadata.reproducibleCreationDate(environment: ["SOURCE_DATE_EPOCH": "soon"]) == 0)
        #expect(VectorDocumentMetadata.reproducibleCreationDate(environment: [:]) == 0)
    }

    @Test func scaleOptionSetsThePixelSize() throws {
        let tree = try Scenes.plain("iphone-15-pro")
        let image = try renderer.renderImage(tree, options: RenderOptions(scale: 1))
        #expect(image.width == 393 && image.height == 852)
        let png = try renderer.renderPNG(tree, options: RenderOptions(scale: 2))
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 786 && decoded.height == 1704)
    }

    @Test(arguments: [(RenderFormat.svg, "<?xml"), (.pdf, "%PDF-")])
    func vectorFormatsStartWithTheirMagic(_ format: RenderFormat, _ magic: String) throws {
        let data = try renderer.render(try Scenes.presenting(.formSheet, on: "ipad-pro-11"), format: format)
        #expect(data.starts(with: Array(magic.utf8)))
    }

    @Test func pngFormatMatchesRenderPNG() throws {
        let tree = try Scenes.plain("iphone-8")
        let options = RenderOptions(scale: 1)
        #expect(try renderer.render(tree, format: .png, options: options) == renderer.renderPNG(tree, options: options))
    }

    @Test func writeReplacesTheFileAtomically() throws {
        let path = NSTemporaryDirectory() + "render-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tree = try Scenes.plain("iphone-8")
        try renderer.write(tree, to: path, options: RenderOptions(scale: 1))
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(written.starts(with: PNGChunkParser.signature))
        #expect(throws: RenderingError.self) {
            try renderer.write(tree, to: "/nonexistent-directory/out.png", options: RenderOptions(scale: 1))
        }
    }

    @Test func nonFiniteGeometryIsNamed() throws {
        var tree = try Scenes.presenting(.pageSheet, on: "iphone-15-pro")
        tree.root.children[1].children[1].frame.origin.x = .nan
        let role = tree.root.children[1].children[1].role.rawValue
        do {
            _ = try renderer.renderImage(tree)
            Issue.record("rendering a NaN frame succeeded")
        } catch {
            guard case .nonFiniteValue(let element, let field) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(element.contains(role) && field == "frame")
            #expect(error.description.contains("non-finite frame"))
        }
    }

    @Test func oversizedCanvasAndBadOptionsAreRejected() throws {
        let tree = try Scenes.plain("iphone-15-pro")
        #expect(throws: RenderingError.canvasTooLarge(pixelWidth: 19650, pixelHeight: 42600, limit: 16384)) {
            try renderer.renderImage(tree, options: RenderOptions(scale: 50))
        }
        #expect(throws: RenderingError.invalidScale(0)) {
            try renderer.renderImage(tree, options: RenderOptions(scale: 0))
        }
        #expect(throws: RenderingError.invalidOption("PNG compression level 13 is not in 0...12")) {
            try renderer.renderPNG(tree, options: RenderOptions(pngCompressionLevel: 13))
        }
        #expect(throws: RenderingError.self) {
            try renderer.renderPNG(tree, options: RenderOptions(title: "Sheet\u{0} 📄"))
        }
        let anyScript = try renderer.renderPNG(tree, options: RenderOptions(scale: 1, title: "Sheet 📄"))
        #expect(PNGInternationalText.text(forKeyword: "Title", in: anyScript) == "Sheet 📄")
    }
}
