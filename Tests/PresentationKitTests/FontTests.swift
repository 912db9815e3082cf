import Foundation
import Testing

@testable import PresentationKit

@Suite("Fonts")
struct FontTests {
    @Test("Text styles at the default Dynamic Type size, from the HIG's iOS table (Large)")
    func preferredFonts() {
        let expected: [(Font.TextStyle, CGFloat, Font.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
            (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular),
            (.caption2, 11, .regular),
        ]
        for (style, size, weight) in expected {
            let font = Font.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size && font.weight == weight, "\(style.rawValue)")
        }
        #expect(FontMetrics.default.scaledFont(for: .preferredFont(forTextStyle: .body)) == .systemFont(ofSize: 17))
    }

    @Test("UIKit's weight values; a weight between two takes the nearer face")
    func weights() {
        let raw: [CGFloat] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
        #expect(Font.Weight.named.map(\.rawValue) == raw)
        #expect(Font.systemFont(ofSize: 17, weight: .init(rawValue: 0.35)).fontName == "Inter-SemiBold")
        #expect(Font.systemFont(ofSize: 17, weight: .ultraLight).fontName == "Inter-Thin")
        #expect(Font.systemFont(ofSize: 17, weight: .heavy).fontName == "Inter-ExtraBold")
        #expect(Font.boldSystemFont(ofSize: 17).fontName == "Inter-Bold")
    }

    @Test("Vertical metrics are Inter's hhea/OS2 values scaled to the size (2816 units per em)")
    func verticalMetrics() {
        let font = Font.systemFont(ofSize: 28.16)
        // One font unit is 0.01 pt at 28.16 pt: ascender 2728, descender −680, line gap 0, cap height 2048,
        // x-height 1536.
        #expect(abs(font.ascender - 27.28) < 1e-9)
        #expect(abs(font.descender + 6.80) < 1e-9)
        #expect(font.leading == 0)
        #expect(abs(font.lineHeight - 34.08) < 1e-9)
        #expect(abs(font.capHeight - 20.48) < 1e-9)
        #expect(abs(font.xHeight - 15.36) < 1e-9)
        #expect(font.withSize(56.32).ascender == 2 * font.ascender)
    }

    @Test("Heavier weights set the same text wider")
    func heavierIsWider() {
        let widths = Font.Weight.named.map { Font.systemFont(ofSize: 17, weight: $0).width(of: "Presentation") }
        #expect(widths == widths.sorted() && Set(widths).count == widths.count)
    }

    @Test("Attributed strings measure with their font and kern; boundingRect wraps with line-fragment origin")
    func attributedStrings() {
        let font = Font.systemFont(ofSize: 20)
        let size = NSAttributedString(string: "Hello", attributes: [.font: font, .kern: 1.5]).size()
        #expect(abs(size.width - (glyphByGlyphWidth("Hello", font) + 5 * 1.5)) < 1e-9)
        #expect(abs(size.height - font.lineHeight) < 1e-9)
        let body = Font.systemFont(ofSize: 17)
        let rect = NSAttributedString(string: "The quick brown fox", attributes: [.font: body]).boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            context: nil)
        #expect(abs(rect.height - 2 * body.lineHeight) < 1e-9)
        #expect(abs(rect.width - glyphByGlyphWidth("brown fox", body)) < 1e-9)
        let oneLine = "Hello".size(withAttributes: [.font: font])
        #expect(abs(oneLine.width - glyphByGlyphWidth("Hello", font)) < 1e-9)
        #expect(abs("Hi".size().width - glyphByGlyphWidth("Hi", .systemFont(ofSize: 12))) < 1e-9)
    }
}

@Suite("Fonts by name")
struct FontNameTests {
    @Test("A named font is Inter at the weight its name suggests; an empty name gives nil")
    func byName() {
        #expect(Font(name: "Avenir-Heavy", size: 16) == Font.systemFont(ofSize: 16, weight: .heavy))
        #expect(Font(name: "HelveticaNeue-Bold", size: 12)?.fontName == "Inter-Bold")
        #expect(Font(name: "Montserrat-SemiBold", size: 12)?.weight == .semibold)
        #expect(Font(name: "SFProText-Light", size: 12)?.weight == .light)
        #expect(Font(name: "Georgia", size: 12)?.weight == .regular)
        #expect(Font(name: "", size: 12) == nil)
        #expect(Font.labelFontSize == 17 && Font.buttonFontSize == 18)
        #expect(Font.systemFontSize == 14 && Font.smallSystemFontSize == 12)
    }
}
