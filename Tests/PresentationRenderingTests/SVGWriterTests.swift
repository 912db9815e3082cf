import Foundation
import Testing

@testable import CairoGraphics

/// The SVG writer behind `VectorCanvas(format: .svg, …)`, one drawing call at a time.
@Suite("SVG writer")
struct SVGWriterTests {
    private func svg(
        width: Double = 200, height: Double = 100, title: String? = nil, _ pass: (GraphicsContext) throws -> Void
    ) throws -> ParsedSVG {
        let canvas = try VectorCanvas(
            format: .svg, width: width, height: height, metadata: VectorDocumentMetadata(title: title))
        try canvas.draw(pass)
        return try ParsedSVG(try canvas.finish())
    }

    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRect(x: x, y: y, width: width, height: height)
        return path
    }

    @Test("The page is measured in CSS pixels, one per point, with a matching viewBox and an escaped title")
    func page() throws {
        let document = try svg(width: 393, height: 852, title: "Sheet <1> & \"2\"") { _ in }
        #expect(document.root.name == "svg")
        #expect(document.root.value("width") == "393px")
        #expect(document.root.value("height") == "852px")
        #expect(document.root.value("viewBox") == "0 0 393 852")
        #expect(document.elements("title").map { $0.stringValue } == ["Sheet <1> & \"2\""])
        #expect(document.text.contains("<title>Sheet &lt;1&gt; &amp; &quot;2&quot;</title>"))
    }

    @Test("Numbers have at most three decimals, no negative zero and no exponent")
    func numbers() {
        #expect(SVGNumber.format(40) == "40")
        #expect(SVGNumber.format(0.1 + 0.2) == "0.3")  // 0.30000000000000004
        #expect(SVGNumber.format(1.0 / 3) == "0.333")
        #expect(SVGNumber.format(-2.0 / 3) == "-0.667")
        #expect(SVGNumber.format(0.05) == "0.05")
        #expect(SVGNumber.format(-7.25) == "-7.25")
        #expect(SVGNumber.format(-0.0004) == "0")  // -0.4 thousandths round to zero, printed without a sign
        #expect(SVGNumber.format(1e-7) == "0")
        #expect(SVGNumber.format(12_345_678.9) == "12345678.9")
        #expect(SVGNumber.format(.nan) == "0")
        #expect(SVGNumber.format(1e20) == "1000000000")
    }

    @Test("A line of text is a <text> element anchored by its alignment, in Inter at the font's size and weight")
    func textLine() throws {
        let document = try svg { context in
            context.drawText(
                "Done", font: GraphicsFont(size: 17, weight: .semibold), color: .white, x: 70, baselineY: 55,
                alignment: .center)
        }
        let text = try #require(document.elements("text").first)
        #expect(text.stringValue == "Done")
        #expect(text.value("x") == "70")
        #expect(text.value("y") == "55")
        #expect(text.value("text-anchor") == "middle")
        #expect(text.value("font-family") == "Inter, sans-serif")
        #expect(text.value("font-size") == "17")
        #expect(text.value("font-weight") == "600")  // CSS: semibold is 600
        #expect(text.value("fill") == "#FFFFFF")
        #expect(text.value("xml:space") == "preserve")
        #expect(document.text.contains("text{font-kerning:none;font-variant-ligatures:none"))
    }

    @Test("Placed glyphs get one x per Unicode scalar: the start plus each offset")
    func glyphPositions() throws {
        let document = try svg { context in
            context.drawGlyphs(
                "Ta\u{1F600}b", offsets: [0, 9.5, 18.25, 40], font: GraphicsFont(size: 12),
                color: RGBAColor(red: 0, green: 122 / 255, blue: 1, alpha: 0.5), x: 10, baselineY: 30)
        }
        let text = try #require(document.elements("text").first)
        #expect(text.stringValue == "Ta\u{1F600}b")
        // 10 + 0, 10 + 9.5, 10 + 18.25, 10 + 40: the emoji is one scalar (two UTF-16 units), one position.
        #expect(text.value("x") == "10 19.5 28.25 50")
        #expect(text.value("fill") == "#007AFF")
        #expect(text.value("fill-opacity") == "0.5")
        #expect(text.value("font-weight") == nil, "regular (400) is SVG's default")
    }

    @Test("Markup characters in text are escaped")
    func escaping() throws {
        let line = "<a & \"b\">"
        let document = try svg { context in
            context.drawText(line, font: GraphicsFont(size: 12), color: .black, x: 0, baselineY: 20)
        }
        #expect(document.texts() == [line])
        #expect(document.text.contains("&lt;a &amp; &quot;b&quot;&gt;</text>"))
    }

    @Test("Marked elements are groups with valid, unique ids and their classes, even when they draw nothing")
    func elementMarkers() throws {
        let document = try svg { context in
            context.withElement(id: "sheet", classes: ["view", "role-dimming"]) {
                context.fill(rect(0, 0, 10, 10))
            }
            context.withElement(id: "sheet", classes: []) {}
            context.withElement(id: "3 bad/id", classes: ["two words"]) {}
            context.withElement(id: "outer", classes: []) {
                context.withElement(id: nil, classes: ["inner"]) { context.fill(rect(0, 0, 5, 5)) }
            }
        }
        let sheet = try #require(document.element(id: "sheet"))
        #expect(sheet.name == "g")
        #expect(sheet.value("class") == "view role-dimming")
        #expect(sheet.childElements.map(\.name) == ["path"])
        #expect(document.element(id: "sheet-2") != nil, "a repeated id gets -2")
        let renamed = try #require(document.element(id: "_3-bad-id"), "a digit cannot start an XML name")
        #expect(renamed.value("class") == "two-words")
        let outer = try #require(document.element(id: "outer"))
        #expect(outer.childElements.first?.value("class") == "inner")
        #expect(outer.childElements.first?.value("id") == nil)
    }

    @Test("The document's own ids go around the callers' ids and restart with every document")
    func documentIDs() throws {
        let draw = { (context: GraphicsContext) in
            context.withElement(id: "pk-clip-1", classes: []) {
                context.clip(to: rect(0, 0, 50, 50))
                context.fill(rect(0, 0, 100, 100))
            }
        }
        let first = try svg(draw)
        #expect(first.element(id: "pk-clip-1")?.name == "g", "the caller keeps its id")
        #expect(first.element(id: "pk-clip-2")?.name == "clipPath")
        #expect(try svg(draw).text == first.text)
    }

    @Test("Clips become clip paths (even-odd as clip-rule) around what they clip, until the state is restored")
    func clips() throws {
        let document = try svg { context in
            context.save()
            context.clip(to: rect(10, 10, 50, 50), rule: .evenOdd)
            context.fill(rect(0, 0, 100, 100))
            context.restore()
            context.fill(rect(0, 0, 20, 20))
        }
        let clipPath = try #require(document.element(id: "pk-clip-1"))
        #expect(clipPath.childElements.first?.value("clip-rule") == "evenodd")
        #expect(clipPath.childElements.first?.value("d") == "M10 10L60 10L60 60L10 60Z")
        let groups = document.elements("g")
        #expect(groups.map { $0.value("clip-path") } == ["url(#pk-clip-1)"])
        #expect(groups.first?.childElements.map { $0.value("d") } == ["M0 0L100 0L100 100L0 100Z"])
        let afterRestore = document.root.childElements.last
        #expect(afterRestore?.value("d") == "M0 0L20 0L20 20L0 20Z", "drawn outside the clip's group")
    }

    @Test("A clip set inside a marked element keeps clipping after it, outside the element's group")
    func clipOutlivesElement() throws {
        let document = try svg { context in
            context.withElement(id: "card", classes: []) {
                context.clip(to: rect(0, 0, 50, 50))
                context.fill(rect(0, 0, 10, 10))
            }
            context.fill(rect(20, 20, 10, 10))
        }
        let card = try #require(document.element(id: "card"))
        #expect(card.childElements.first?.value("clip-path") == "url(#pk-clip-1)")
        let continuation = try #require(document.root.childElements.last)
        #expect(continuation.value("clip-path") == "url(#pk-clip-1)")
        #expect(continuation.value("id") == nil)
        #expect(continuation.childElements.map { $0.value("d") } == ["M20 20L30 20L30 30L20 30Z"])
    }

    @Test("Shapes carry the whole current transform; colours are #RRGGBB with an opacity")
    func transformsAndColours() throws {
        let document = try svg { context in
            context.translate(x: 10, y: 20)
            context.setColor(RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
            context.fill(rect(0, 0, 5, 5))
            context.scale(x: 2, y: 3)
            context.fill(rect(0, 0, 5, 5))
        }
        let paths = document.elements("path")
        #expect(paths.map { $0.value("transform") } == ["translate(10 20)", "matrix(2 0 0 3 10 20)"])
        // 0.5 × 255 = 127.5, rounded to 128 = 0x80.
        #expect(paths.first?.value("fill") == "#FF8000")
        #expect(paths.first?.value("fill-opacity") == "0.25")
    }

    @Test("Strokes keep their width, caps, joins and dashes")
    func strokes() throws {
        let document = try svg { context in
            var line = GraphicsPath()
            line.move(toX: 0, y: 0)
            line.addLine(toX: 30, y: 0)
            context.stroke(
                line,
                style: .init(lineWidth: 2, dashPattern: [4, 2], dashPhase: 1, lineCap: .round, lineJoin: .bevel))
        }
        let path = try #require(document.elements("path").first)
        #expect(path.value("d") == "M0 0L30 0")
        #expect(path.value("fill") == "none")
        #expect(path.value("stroke") == "#000000")
        #expect(path.value("stroke-width") == "2")
        #expect(path.value("stroke-linecap") == "round")
        #expect(path.value("stroke-linejoin") == "bevel")
        #expect(path.value("stroke-dasharray") == "4 2")
        #expect(path.value("stroke-dashoffset") == "1")
    }

    @Test("Arcs and ellipses follow cairo's direction and angle rules")
    func arcs() {
        var half = GraphicsPath()
        half.addArc(centerX: 50, centerY: 50, radius: 10, startAngle: 0, endAngle: .pi)
        // From (60, 50) a quarter turn each way to (50, 60), then (40, 50): y grows downwards.
        #expect(SVGPathData.of(half) == "M60 50A10 10 0 0 1 50 60A10 10 0 0 1 40 50")
        var backwards = GraphicsPath()
        backwards.move(toX: 0, y: 0)
        backwards.addArc(centerX: 50, centerY: 50, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        // cairo_arc_negative turns from 0 down to π/2 − 2π: three quarter turns through (50, 40) and (40, 50).
        #expect(SVGPathData.of(backwards) == "M0 0L60 50A10 10 0 0 0 50 40A10 10 0 0 0 40 50A10 10 0 0 0 50 60")
        var ellipse = GraphicsPath()
        ellipse.addEllipse(x: 0, y: 0, width: 20, height: 10)
        #expect(SVGPathData.of(ellipse) == "M20 5A10 5 0 1 1 0 5A10 5 0 1 1 20 5Z")
    }

    @Test("A shadow is the offset shape blurred by a filter of σ = radius / 2, reaching 3σ beyond the shape")
    func shadow() throws {
        let document = try svg { context in
            context.drawShadow(.init(opacity: 0.3, offsetX: 0, offsetY: 4, radius: 10), of: rect(20, 20, 100, 60))
        }
        let filter = try #require(document.element(id: "pk-shadow-1"))
        #expect(filter.childElements.first?.name == "feGaussianBlur")
        #expect(filter.childElements.first?.value("stdDeviation") == "5")
        // Margin 3 × 5 + 1 = 16 around the 100 × 60 rectangle at (20, 20).
        #expect(filter.value("x") == "4")
        #expect(filter.value("width") == "132")
        #expect(filter.value("height") == "92")
        let shape = try #require(document.elements("path").first)
        #expect(shape.value("transform") == "translate(0 4)")
        #expect(shape.value("fill-opacity") == "0.3")
        #expect(shape.value("filter") == "url(#pk-shadow-1)")
    }

    @Test("Transparency layers are groups with an opacity; paint covers the page")
    func layersAndPaint() throws {
        let document = try svg { context in
            context.beginTransparencyLayer(opacity: 0.5)
            context.setColor(.white)
            context.paint()
            context.fill(rect(0, 0, 10, 10))
            context.endTransparencyLayer()
        }
        let layer = try #require(document.elements("g").first)
        #expect(layer.value("opacity") == "0.5")
        #expect(layer.childElements.map(\.name) == ["rect", "path"])
        #expect(layer.childElements.first?.value("width") == "200")
        #expect(layer.childElements.first?.value("height") == "100")
        #expect(layer.childElements.last?.value("fill") == "#FFFFFF", "the layer's colour outlives its start")
    }

    @Test("Destination-in masks what is drawn so far with the shape; destination-over draws behind it")
    func blendModes() throws {
        let document = try svg { context in
            context.setColor(.black)
            context.fill(rect(0, 0, 200, 100))
            context.setColor(.white)
            context.fill(rect(10, 10, 50, 50), blendMode: .destinationIn)
            context.setColor(RGBAColor(red: 0, green: 0, blue: 1))
            context.paint(blendMode: .destinationOver)
            context.fill(rect(0, 0, 1, 1))
        }
        let drawn = document.root.childElements.filter { $0.name != "defs" }
        #expect(drawn.map(\.name) == ["rect", "g", "path"])
        #expect(drawn.first?.value("fill") == "#0000FF", "painted behind everything")
        let masked = drawn[1]
        #expect(masked.value("mask") == "url(#pk-mask-1)")
        #expect(masked.childElements.map { $0.value("d") } == ["M0 0L200 0L200 100L0 100Z"])
        let mask = try #require(document.element(id: "pk-mask-1"))
        #expect(mask.childElements.map { $0.value("d") } == ["M10 10L60 10L60 60L10 60Z"])
        #expect(mask.childElements.first?.value("fill") == "#FFFFFF")
    }

    @Test("Images are embedded PNGs stretched over their rectangle")
    func images() throws {
        let image = try RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 128])
        let document = try svg { context in context.drawImage(image, x: 5, y: 6, width: 20, height: 10) }
        let element = try #require(document.elements("image").first)
        #expect(
            [element.value("x"), element.value("y"), element.value("width"), element.value("height")] == [
                "5", "6", "20", "10",
            ])
        #expect(element.value("preserveAspectRatio") == "none")
        let prefix = "data:image/png;base64,"
        let href = try #require(element.value("href"))
        #expect(href.hasPrefix(prefix))
        let png = try #require(Data(base64Encoded: String(href.dropFirst(prefix.count))))
        #expect(try PNGDecoder.decode(png) == image)
    }

    @Test("On a raster canvas an element marker only runs its body (and is recorded, drawing nothing)")
    func markersOnRasterCanvases() throws {
        let marked = try RasterCanvas(pixelWidth: 20, pixelHeight: 20)
        let recorder = DrawingRecorder()
        try recorder.record {
            try marked.draw { context in
                context.withElement(id: "a", classes: ["b"]) { context.fill(rect(2, 2, 10, 10)) }
            }
        }
        let plain = try RasterCanvas(pixelWidth: 20, pixelHeight: 20)
        try plain.draw { context in context.fill(rect(2, 2, 10, 10)) }
        #expect(marked.rgbaImage() == plain.rgbaImage())
        #expect(
            recorder.recordings.first?.operations == [
                .beginElement(id: "a", classes: ["b"]), .fill(rect(2, 2, 10, 10), rule: .winding), .endElement,
            ])
    }
}
