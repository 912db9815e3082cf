import Foundation
import Testing

@testable import CairoGraphics

@Suite("Vector canvases")
struct VectorCanvasTests {
    private func drawScene(on canvas: VectorCanvas) throws {
        try canvas.draw { context in
            context.setColor(.white)
            context.paint()
            context.drawShadow(
                .init(opacity: 0.3, offsetY: 4, radius: 10),
                of: TestSupport.roundedRect(20, 20, 100, 60, radius: 12, style: .continuous))
            context.setColor(TestSupport.blue)
            context.fill(TestSupport.roundedRect(20, 20, 100, 60, radius: 12, style: .continuous))
            context.drawText(
                "Done", font: GraphicsFont(size: 17, weight: .semibold), color: .white, x: 70, baselineY: 55,
                alignment: .center)
        }
    }

    @Test("SVG output starts with an XML declaration and contains an svg element")
    func svg() throws {
        let canvas = try VectorCanvas(format: .svg, width: 200, height: 100)
        try drawScene(on: canvas)
        let text = String(decoding: try canvas.finish(), as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<svg"))
        // The shadow is a blur filter and the label real text, not an image and glyph outlines.
        #expect(text.contains("<feGaussianBlur"))
        #expect(text.contains(">Done</text>"))
        #expect(!text.contains("<image"))
    }

    @Test("PDF output starts with %PDF and ends with %%EOF")
    func pdf() throws {
        let canvas = try VectorCanvas(format: .pdf, width: 200, height: 100)
        try drawScene(on: canvas)
        let data = try canvas.finish()
        #expect(data.starts(with: Array("%PDF".utf8)))
        #expect(String(decoding: data.suffix(8), as: UTF8.self).contains("%%EOF"))
        #expect(try canvas.finish() == data)
        #expect(throws: GraphicsError.self) { try canvas.draw { _ in } }
    }

    @Test("SVG and PDF output is repeatable within a process", arguments: [VectorFormat.svg, .pdf])
    func repeatable(_ format: VectorFormat) throws {
        let documents = try (0..<2).map { _ in
            let canvas = try VectorCanvas(format: format, width: 200, height: 100)
            try drawScene(on: canvas)
            return try canvas.finish()
        }
        #expect(documents[0] == documents[1])
    }

    @Test("Documents can also be written to a file")
    func fileOutput() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cairo-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let canvas = try VectorCanvas(format: .svg, width: 50, height: 50, filePath: path)
        try drawScene(on: canvas)
        let data = try canvas.finish()
        #expect(FileManager.default.contents(atPath: path) == data)
    }

    @Test("Invalid page sizes throw", arguments: [(0.0, 10.0), (10, -1), (.nan, 10), (10, .infinity)])
    func invalidPage(width: Double, height: Double) {
        #expect {
            try VectorCanvas(format: .pdf, width: width, height: height)
        } throws: { error in
            guard case .invalidPageSize = error as? GraphicsError else { return false }
            return true
        }
    }
}
