import Foundation
import Testing

@testable import PresentationKit

/// The width of `text` on one line worked out glyph by glyph from the font's metric data: each
/// character's advance plus the kerning with the next one.
func glyphByGlyphWidth(_ text: String, _ font: Font) -> Double {
    let scalars = Array(text.unicodeScalars)
    let advances = scalars.reduce(0.0) { $0 + font.advance(of: $1) }
    let kerning = zip(scalars, scalars.dropFirst()).reduce(0.0) { $0 + font.kerning($1.0, $1.1) }
    return advances + kerning
}

@Suite("Text layout")
struct TextLayoutTests {
    let body = Font.systemFont(ofSize: 17)
    let sentence = "The quick brown fox"

    func layout(
        _ text: String, width: Double, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
        alignment: TextAlignment = .natural, height: Double = .greatestFiniteMagnitude, spacing: Double = 0
    ) -> TextLayout {
        TextLayout(
            text: text, font: body, containerSize: Size(width: width, height: height), numberOfLines: lines,
            lineBreakMode: mode, alignment: alignment, lineSpacing: spacing)
    }

    @Test("Inter's advances in font units, scaled to 17 pt: 'The quick' is 13028 / 2816 × 17 ≈ 78.6 pt")
    func advancesFromTheFontFile() {
        // Inter Regular, 2816 units per em: T 1808, h 1664, e 1640, space 792, q 1716, u 1636, i 668,
        // c 1572, k 1532 (read with fontTools from Inter-Regular.otf).
        #expect(abs(glyphByGlyphWidth("The quick", body) - 13028.0 / 2816 * 17) < 0.01)
        #expect(abs(body.width(of: "The quick") - glyphByGlyphWidth("The quick", body)) < 1e-9)
    }

    @Test("Kerning pulls A and V together: 'AV' is (1904 + 1904 − 192) / 2816 em wide")
    func kerning() {
        let font = Font.systemFont(ofSize: 28.16)
        // 28.16 pt = 2816 units / 100: one unit is 0.01 pt.
        #expect(abs(font.width(of: "AV") - (1904 + 1904 - 192) * 0.01) < 1e-9)
        #expect(abs(font.width(of: "AV", kern: 2) - ((1904 + 1904 - 192) * 0.01 + 4)) < 1e-9)
    }

    @Test("Words wrap at spaces: 100 pt holds 'The quick' (78.6 pt) but not 'The quick brown' (133.6 pt with kerning)")
    func wordWrapping() {
        #expect(glyphByGlyphWidth("The quick", body) <= 100)
        #expect(glyphByGlyphWidth("The quick brown", body) > 100)
        #expect(glyphByGlyphWidth("brown fox", body) <= 100)
        let result = layout(sentence, width: 100)
        #expect(result.lines.map(\.text) == ["The quick", "brown fox"])
        #expect(abs(result.lines[1].width - glyphByGlyphWidth("brown fox", body)) < 1e-9)
        #expect(!result.isTruncated)
    }

    @Test("A hyphen is a break opportunity")
    func hyphenBreaks() {
        let text = "well-known brand"
        #expect(glyphByGlyphWidth("well-known", body) > 60 && glyphByGlyphWidth("well-", body) <= 60)
        #expect(layout(text, width: 60).lines.map(\.text).prefix(2) == ["well-", "known"])
    }

    @Test("A word longer than the line breaks between characters; every piece fits")
    func longWord() {
        let word = "Supercalifragilistic"
        let result = layout(word, width: 50)
        #expect(result.lines.count > 1)
        #expect(result.lines.map(\.text).joined() == word)
        #expect(result.lines.allSatisfy { $0.width <= 50 })
    }

    @Test("Character wrapping fills the line: 'The quick b' is 93.98 pt, 'The quick br' 100.3 pt")
    func characterWrapping() {
        #expect(glyphByGlyphWidth("The quick b", body) <= 100 && glyphByGlyphWidth("The quick br", body) > 100)
        #expect(layout(sentence, width: 100, mode: .byCharWrapping).lines.map(\.text) == ["The quick b", "rown fox"])
    }

    @Test("Tail truncation keeps the longest start that fits with '…': 'The quick…' (92.6 pt)")
    func tailTruncation() {
        // "The quick b…" would be (15568 + 2312) / 2816 × 17 = 107.9 pt (no kerning between these pairs).
        #expect(glyphByGlyphWidth("The quick…", body) <= 100 && glyphByGlyphWidth("The quick b…", body) > 100)
        let result = layout(sentence, width: 100, lines: 1, mode: .byTruncatingTail)
        #expect(result.lines.map(\.text) == ["The quick…"])
        #expect(result.isTruncated)
    }

    @Test("Head truncation keeps the end: '…brown fox' (93.6 pt); '…k brown fox' is 107.6 pt")
    func headTruncation() {
        #expect(glyphByGlyphWidth("…brown fox", body) <= 100 && glyphByGlyphWidth("…k brown fox", body) > 100)
        #expect(layout(sentence, width: 100, lines: 1, mode: .byTruncatingHead).lines.map(\.text) == ["…brown fox"])
    }

    @Test("Middle truncation keeps both ends: 'The q…fox' (84.6 pt) in 90 pt; 'The q…n fox' is 99.4 pt")
    func middleTruncation() {
        #expect(glyphByGlyphWidth("The q…fox", body) <= 90 && glyphByGlyphWidth("The q…n fox", body) > 90)
        #expect(layout(sentence, width: 90, lines: 1, mode: .byTruncatingMiddle).lines.map(\.text) == ["The q…fox"])
    }

    @Test("Two lines with tail truncation: the second line ends in '…'; text that fits is not truncated")
    func multiLineTruncation() {
        let result = layout(
            "The quick brown fox jumps over the lazy dog", width: 100, lines: 2, mode: .byTruncatingTail)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].text == "The quick")
        #expect(result.lines[1].text.hasPrefix("brown fox") && result.lines[1].text.hasSuffix("…"))
        #expect(result.lines[1].width <= 100)
        #expect(layout("The quick", width: 100, lines: 1, mode: .byTruncatingTail).lines.map(\.text) == ["The quick"])
    }

    @Test("Word wrapping with a line limit leaves the rest out without an ellipsis")
    func wrappingLimit() {
        let result = layout(sentence, width: 100, lines: 1)
        #expect(result.lines.map(\.text) == ["The quick"])
        #expect(result.isTruncated)
    }

    @Test("Line feeds start paragraphs; a truncated first paragraph ends in '…' when more follows")
    func paragraphs() {
        #expect(layout("One\nTwo", width: 300).lines.map(\.text) == ["One", "Two"])
        #expect(layout("One\nTwo", width: 300, lines: 1, mode: .byTruncatingTail).lines.map(\.text) == ["One…"])
    }

    @Test("Lines are a line height apart plus the spacing; the first baseline is the ascender")
    func verticalMetrics() {
        // Inter: ascender 2728, descender −680, line gap 0 per 2816 units.
        let ascender = 2728.0 / 2816 * 17
        let lineHeight = (2728.0 + 680) / 2816 * 17
        let result = layout(sentence, width: 100, spacing: 4)
        #expect(abs(result.firstBaseline - ascender) < 1e-9)
        #expect(abs(result.lastBaseline - (ascender + lineHeight + 4)) < 1e-9)
        #expect(abs(result.usedSize.height - (2 * lineHeight + 4)) < 1e-9)
    }

    @Test("Only the lines that fit the height are set; the last one is truncated")
    func heightLimit() {
        let lineHeight = (2728.0 + 680) / 2816 * 17
        let result = layout(
            "The quick brown fox jumps over the lazy dog", width: 100, mode: .byTruncatingTail,
            height: 2.5 * lineHeight)
        #expect(result.lines.count == 2)
        #expect(result.lines[1].text.hasSuffix("…"))
    }

    @Test("Alignment places the spare width: none before left, half before centred, all before right")
    func alignment() {
        let width = glyphByGlyphWidth("Hi", body)
        #expect(layout("Hi", width: 200, alignment: .left).lines[0].origin.x == 0)
        #expect(abs(layout("Hi", width: 200, alignment: .center).lines[0].origin.x - (200 - width) / 2) < 1e-9)
        #expect(abs(layout("Hi", width: 200, alignment: .right).lines[0].origin.x - (200 - width)) < 1e-9)
        #expect(layout("Hi", width: 200, alignment: .justified).lines[0].origin.x == 0)
    }

    @Test("Characters outside the measured set advance by the missing-glyph box (2800 units)")
    func fallbackAdvance() {
        let font = Font.systemFont(ofSize: 28.16)
        #expect(abs(font.width(of: "日本") - 2 * 28.0) < 1e-9)
    }
}

@Suite("Text in several runs")
struct TextRunTests {
    let bold = Font.boldSystemFont(ofSize: 17)
    let regular = Font.systemFont(ofSize: 17)

    @Test("Runs sit one after the other, kerned within a font and not across fonts")
    func runsInOneLine() throws {
        let layout = TextLayout(
            runs: [TextRun("To", font: bold), TextRun("Vo", font: regular, color: .red)],
            containerSize: Size(width: 300, height: 100))
        let line = try #require(layout.lines.first)
        #expect(line.text == "ToVo" && line.runs.map(\.text) == ["To", "Vo"])
        // "To" is kerned in the bold face; "o" then "V" change font, so no kerning between them.
        let first = bold.advance(of: "T") + bold.kerning("T", "o") + bold.advance(of: "o")
        let second = regular.advance(of: "V") + regular.kerning("V", "o") + regular.advance(of: "o")
        #expect(bold.kerning("T", "o") < 0)
        #expect(abs(line.runs[1].x - first) < 1e-9)
        #expect(abs(line.width - (first + second)) < 1e-9)
        #expect(line.runs[1].style.color == .red)
    }

    @Test("A line is as tall as its tallest font: 34 pt and 12 pt text share the 34-pt line")
    func mixedSizes() throws {
        let large = Font.systemFont(ofSize: 34)
        let small = Font.systemFont(ofSize: 12)
        let layout = TextLayout(
            runs: [TextRun("Big ", font: large), TextRun("small\nnext", font: small)],
            containerSize: Size(width: 300, height: 500))
        #expect(layout.lines.map(\.text) == ["Big small", "next"])
        #expect(abs(layout.firstBaseline - large.ascender) < 1e-9)
        // The second line holds only 12-pt text: its top is the first line's bottom.
        #expect(abs(layout.lastBaseline - (large.lineHeight + small.ascender)) < 1e-9)
        #expect(abs(layout.usedSize.height - (large.lineHeight + small.lineHeight)) < 1e-9)
    }

    @Test("An attributed string's runs measure with their own fonts; a label fills in its font and colour")
    func attributedRuns() throws {
        let string = NSMutableAttributedString(string: "Bold", attributes: [.font: bold])
        string.append(NSAttributedString(string: " plain"))
        let expected = glyphByGlyphWidth("Bold", bold) + glyphByGlyphWidth(" plain", .systemFont(ofSize: 12))
        #expect(abs(string.size().width - expected) < 1e-9)
        let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        label.textColor = .blue
        label.attributedText = string
        let runs = try #require(label.drawnLayout(in: label.bounds).layout.lines.first?.runs)
        #expect(runs.map(\.style.font) == [bold, Font.systemFont(ofSize: 17)])
        #expect(runs.map(\.style.color) == [.blue, .blue])
    }
}
