import CairoGraphics
import Foundation
import PresentationFigures
import PresentationRendering
import Testing

/// PDFs as print and the web use them: Title metadata, embedded fonts, and annotation hairlines that still
/// show when poppler rasterises the page at 72 dpi (one pixel per point).
/// poppler-utils is installed by scripts/setup.sh.
@Suite struct FigurePDFTests {
    /// Runs a poppler tool and returns its standard output.
    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// The sheet-detents figure as a PDF file in a temporary folder.
    static func writePDF() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figure-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("sheet-detents.pdf")
        try FigureRenderer().render(try FigureFixtures.figure("sheet-detents.yaml"), format: .pdf).write(to: url)
        return url
    }

    @Test func titleAndEmbeddedFonts() throws {
        let url = try Self.writePDF()
        let info = String(decoding: try Self.run("pdfinfo", [url.path]), as: UTF8.self)
        #expect(info.contains("Title:           Sheet detents"))
        let fonts = String(decoding: try Self.run("pdffonts", [url.path]), as: UTF8.self)
        let rows = fonts.split(separator: "\n").dropFirst(2)
        #expect(!rows.isEmpty)
        // Every font is Inter and embedded ("emb" column: yes).
        for row in rows {
            #expect(row.contains("Inter"))
            let columns = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(columns.count >= 5 && columns[columns.count - 5] == "yes", "\(row)")
        }
    }

    @Test func hairlinesSurviveSeventyTwoDPI() throws {
        let url = try Self.writePDF()
        let prefix = url.deletingPathExtension().path
        _ = try Self.run("pdftoppm", ["-r", "72", "-png", "-singlefile", url.path, prefix])
        let image = try PNGDecoder.decode(contentsOfFile: prefix + ".png")
        // The dimension lines are 1-pt accent (#FF2D55) strokes; at 72 dpi each must still be a vertical run of
        // clearly pink pixels, at least 200 px long for the large detent's 749 pt at the figure's zoom.
        var longestRun = 0
        for x in 0..<image.width {
            var run = 0
            for y in 0..<image.height {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                let isAccent = pixel.red > 200 && pixel.green < 140 && pixel.blue < 170
                run = isAccent ? run + 1 : 0
                longestRun = max(longestRun, run)
            }
        }
        #expect(longestRun >= 200)
    }
}
