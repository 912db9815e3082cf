import CairoGraphics
import Foundation
import HeadlessBrowserSupport
import PresentationFigures
import Testing

/// Figures as SVG on the web: they open at their natural size in Chromium, their text is `<text>`, their
/// parts are findable by id and class, and they look like the PNG.
@Suite struct FigureSVGTests {
    /// A figure's SVG and @1x PNG written into a new folder.
    static func write(_ name: String) throws -> (folder: URL, svg: URL, png: RGBAImage) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figure-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let figure = try FigureFixtures.figure(name)
        let svg = folder.appendingPathComponent("figure.svg")
        try FigureRenderer().render(figure, format: .svg).write(to: svg)
        let png = try PNGDecoder.decode(try FigureRenderer(scale: 1).render(figure, format: .png))
        return (folder, svg, png)
    }

    @Test func opensAtItsNaturalSizeWithRealText() throws {
        let browser = try #require(HeadlessBrowser.find())
        let (folder, svg, png) = try Self.write("sheet-detents.yaml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try """
        <!doctype html><body style="margin:0"><img id="figure" src="figure.svg">
        <script>
        const image = document.getElementById('figure');
        image.onload = () => document.body.setAttribute('data-size', image.naturalWidth + 'x' + image.naturalHeight);
        </script></body>
        """.write(to: page, atomically: true, encoding: .utf8)
        var dom = try browser.dumpDOM(of: page.absoluteString)
        // Chromium on a loaded machine (the full suite runs beside the sanitizer builds) has dumped the page
        // before the image's load event; the size is read from a second load then.
        if HeadlessBrowser.attribute("data-size", in: dom) == nil { dom = try browser.dumpDOM(of: page.absoluteString) }
        // One px per figure point: the same size as the PNG at @1x.
        #expect(HeadlessBrowser.attribute("data-size", in: dom) == "\(png.width)x\(png.height)")
        let document = try browser.dumpDOM(of: svg.absoluteString)
        for text in ["Sheet detents", ".custom { _ in 240 }", "240 pt", "749 pt", "374⅓ pt"] {
            #expect(document.contains(">\(text)</text>"), "\(text)")
        }
        for id in ["title", "panel-1", "panel-1-screen", "panel-1-distance", "panel-3-caption"] {
            #expect(document.contains("id=\"\(id)\""), "\(id)")
        }
        #expect(document.contains("class=\"annotation annotation-distance\""))
    }

    @Test func looksLikeThePNG() throws {
        let browser = try #require(HeadlessBrowser.find())
        let (folder, svg, png) = try Self.write("guide-8-2-popover.yaml")
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("shot.png").path
        try browser.screenshot(of: svg.absoluteString, to: shot, width: png.width, height: png.height)
        let screenshot = try PNGDecoder.decode(contentsOfFile: shot)
        #expect(screenshot.width == png.width && screenshot.height == png.height)
        // Averaged over 24-pt squares (text antialiasing differs between cairo and Chromium), every square
        // is within a few levels: a missing panel, callout or label would move a square by tens of levels.
        let block = 24
        var worst = 0.0
        for top in stride(from: 0, to: png.height - block, by: block) {
            for left in stride(from: 0, to: png.width - block, by: block) {
                for channel in 0..<3 {
                    let a = Self.mean(png, left: left, top: top, size: block, channel: channel)
                    let b = Self.mean(screenshot, left: left, top: top, size: block, channel: channel)
                    worst = max(worst, abs(a - b))
                }
            }
        }
        #expect(worst < 6, "worst square differs by \(worst) levels")
    }

    /// The mean of one channel over a square of pixels.
    static func mean(_ image: RGBAImage, left: Int, top: Int, size: Int, channel: Int) -> Double {
        var sum = 0
        for y in top..<top + size {
            for x in left..<left + size {
                let index = (y * image.width + x) * 4 + channel
                sum += Int(image.bytes[index])
            }
        }
        return Double(sum) / Double(size * size)
    }
}
