import Testing

@testable import CairoGraphics

@Suite("Text")
struct TextTests {
    @Test("Weights map to the matching Inter faces")
    func weightMapping() {
        let expected: [GraphicsFont.Weight: String] = [
            .thin: "Inter-Thin", .extraLight: "Inter-ExtraLight", .light: "Inter-Light", .regular: "Inter-Regular",
            .medium: "Inter-Medium", .semibold: "Inter-SemiBold", .bold: "Inter-Bold", .extraBold: "Inter-ExtraBold",
            .black: "Inter-Black",
        ]
        for (weight, fileStem) in expected {
            let path = FontFaceHandle.matchedFilePath(family: "Inter", weight: weight) ?? ""
            #expect(path.hasSuffix("/\(fileStem).otf"), "\(weight) resolved to \(path)")
        }
    }

    @Test("Heavier weights measure wider")
    func measurement() throws {
        _ = try TestSupport.canvas(width: 10, height: 10) { context in
            let widths = GraphicsFont.Weight.allCases.map { weight in
                context.measureText("Presentation", font: GraphicsFont(size: 17, weight: weight))
            }
            #expect(widths[0] > 50)
            #expect(widths == widths.sorted() && Set(widths).count == widths.count, "\(widths)")
            #expect(context.measureText("", font: GraphicsFont(size: 17)) == 0)
        }
    }

    @Test(
        "Text renders dark pixels in the aligned area",
        arguments: [GraphicsContext.TextAlignment.left, .center, .right])
    func rendering(alignment: GraphicsContext.TextAlignment) throws {
        let font = GraphicsFont(size: 20, weight: .semibold)
        var width = 0.0
        let canvas = try TestSupport.canvas(width: 300, height: 50) { context in
            context.setColor(.white)
            context.paint()
            width = context.measureText("Hello", font: font)
            context.drawText("Hello", font: font, color: .black, x: 150, baselineY: 35, alignment: alignment)
        }
        let image = canvas.rgbaImage()
        let darkColumns = (0..<300).filter { x in (0..<50).contains { y in (image.pixel(x: x, y: y)?.red ?? 255) < 100 }
        }
        let left = try #require(darkColumns.first)
        let right = try #require(darkColumns.last)
        let expectedLeft = 150 - alignment.offsetFraction * width
        #expect(abs(Double(left) - expectedLeft) < 4, "ink starts at \(left), expected about \(expectedLeft)")
        #expect(abs(Double(right) - (expectedLeft + width)) < 4)
        let darkRows = (0..<50).filter { y in (0..<300).contains { x in (image.pixel(x: x, y: y)?.red ?? 255) < 100 } }
        #expect((darkRows.first ?? 0) >= 15 && (darkRows.last ?? 99) <= 36)
    }

    @Test("An unknown family measures as nothing and fails the pass, instead of measuring a substitute")
    func unknownFamily() throws {
        #expect(throws: GraphicsError.fontMissing(family: "No Such Family", package: nil)) {
            _ = try TestSupport.canvas(width: 10, height: 10) { context in
                #expect(context.measureText("abc", font: GraphicsFont(family: "No Such Family", size: 12)) == 0)
            }
        }
    }
}
