import PresentationKit
import Testing

@testable import CairoGraphics
@testable import PresentationRendering

/// The core measures text from metrics generated out of the Inter files; these tests check them against
/// what cairo reads from the same files through fontconfig, the faces the renderer draws with.
@Suite("Text metrics agree with the renderer's fonts")
struct TextMetricsAgreementTests {
    static let corpus = [
        "Presentation", "Hello, World!", "The quick brown fox jumps over the lazy dog",
        "0123456789 +−×÷= %‰", "Ça déjà vu — “quoted” ‘text’ … naïve façade", "ŁÓDŹ, Œuvre, Ğ ŝ ř ű",
        "Größe · Straße · ÆØÅ æøå", "Ελληνικά Кириллица", "AVATAR Typography WAVE To Ty Yo",
        "{[(<>)]} @#$&*_|\\/~^`'\"", "€ ™ © ® ° ± µ ¶ § ¿¡",
    ]

    @Test("Every weight resolves through fontconfig to the file its metrics were generated from")
    func sameFiles() {
        for weight in Font.Weight.named {
            let font = Font.systemFont(ofSize: 17, weight: weight)
            let path = FontFaceHandle.matchedFilePath(family: "Inter", weight: weight.graphicsWeight) ?? ""
            #expect(path.hasSuffix("/\(font.fontName).otf"), "\(weight) resolved to \(path)")
        }
    }

    @Test("cairo's advance of each string equals the sum of the core's advances within 0.1 pt")
    func advancesAgree() throws {
        _ = try RasterCanvas(pixelWidth: 4, pixelHeight: 4).draw { context in
            for weight in Font.Weight.named {
                for size in [11.0, 17, 34] {
                    let font = Font.systemFont(ofSize: size, weight: weight)
                    for text in Self.corpus {
                        // cairo's toy measurement applies no kerning: compare with the advances alone.
                        let core = text.unicodeScalars.reduce(0) { $0 + font.advance(of: $1) }
                        let cairo = context.measureText(text, font: font.graphicsFont())
                        #expect(abs(core - cairo) <= 0.1, "\(font) \(text): core \(core), cairo \(cairo)")
                    }
                }
            }
        }
    }
}

/// The columns of `image` holding ink (a channel darker than mid-grey), first and last.
func inkColumns(_ image: RGBAImage) -> ClosedRange<Int>? {
    let columns = (0..<image.width).filter { x in
        (0..<image.height).contains { y in (image.pixel(x: x, y: y)?.red ?? 255) < 128 }
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
}

@Suite("Glyphs drawn at the core's positions")
struct GlyphPlacementTests {
    /// Black `text` at 40 pt on white, x = 10, drawn by `draw`.
    func ink(_ draw: (GraphicsContext, GraphicsFont) -> Void) throws -> ClosedRange<Int>? {
        let canvas = try RasterCanvas(pixelWidth: 400, pixelHeight: 60)
        try canvas.draw { context in
            context.setColor(.white)
            context.paint()
            draw(context, Font.systemFont(ofSize: 40).graphicsFont())
        }
        return inkColumns(canvas.rgbaImage())
    }

    @Test("Without kerning pairs, placed glyphs cover exactly the pixels cairo's own text layout does")
    func unkernedMatchesCairo() throws {
        let text = "minimum"
        let font = Font.systemFont(ofSize: 40)
        let scalars = Array(text.unicodeScalars)
        #expect(zip(scalars, scalars.dropFirst()).allSatisfy { font.kerning($0, $1) == 0 })
        let placed = try ink { context, graphicsFont in
            context.drawGlyphs(
                text, offsets: font.glyphOffsets(of: scalars, kern: 0), font: graphicsFont, color: .black, x: 10,
                baselineY: 45)
        }
        let cairo = try ink { context, graphicsFont in
            context.drawText(text, font: graphicsFont, color: .black, x: 10, baselineY: 45)
        }
        #expect(placed != nil && placed == cairo)
    }

    @Test("Kerned pairs draw closer by the font's kerning, which cairo's own text layout ignores")
    func kerningApplied() throws {
        let text = "AVAVAV"
        let font = Font.systemFont(ofSize: 40)
        let scalars = Array(text.unicodeScalars)
        // Five pairs: A-V, V-A, A-V, V-A, A-V.
        let kerning = zip(scalars, scalars.dropFirst()).reduce(0.0) { $0 + font.kerning($1.0, $1.1) }
        #expect(kerning < -5, "Inter kerns AV and VA tightly; total \(kerning) pt")
        let placed = try #require(
            ink { context, graphicsFont in
                context.drawGlyphs(
                    text, offsets: font.glyphOffsets(of: scalars, kern: 0), font: graphicsFont, color: .black,
                    x: 10, baselineY: 45)
            })
        let cairo = try #require(
            ink { context, graphicsFont in
                context.drawText(text, font: graphicsFont, color: .black, x: 10, baselineY: 45)
            })
        #expect(placed.lowerBound == cairo.lowerBound)
        #expect(abs(Double(placed.upperBound - cairo.upperBound) - kerning) <= 1)
    }
}
