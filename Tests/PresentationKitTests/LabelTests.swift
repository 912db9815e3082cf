import Foundation
import Testing

@testable import PresentationKit

@Suite("Labels")
struct LabelTests {
    let body = Font.systemFont(ofSize: 17)
    /// Inter's line height at 17 pt: (2728 + 680) / 2816 × 17 = 20.57 pt.
    let lineHeight = (2728.0 + 680) / 2816 * 17

    @Test("UIKit's defaults: 17-pt system font, label colour, natural alignment, one line, tail truncation")
    func defaults() {
        let label = Label()
        #expect(label.font == Font.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural && label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.intrinsicContentSize == .zero)
        label.font = nil
        #expect(label.font == Font.systemFont(ofSize: 17))
    }

    @Test("One line: the text's width and the line height, rounded up to whole points (21 pt)")
    func intrinsicSizeOneLine() {
        let label = Label()
        label.text = "Hello, World"
        let width = glyphByGlyphWidth("Hello, World", body)
        #expect(label.intrinsicContentSize == CGSize(width: width.rounded(.up), height: 21))
        #expect(lineHeight.rounded(.up) == 21)
    }

    @Test("Wrapped at preferredMaxLayoutWidth 100: 'The quick' / 'brown fox', 2 × 20.57 → 42 pt")
    func intrinsicSizeWrapped() {
        let label = Label()
        label.text = "The quick brown fox"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        let width = max(glyphByGlyphWidth("The quick", body), glyphByGlyphWidth("brown fox", body))
        #expect(label.intrinsicContentSize == CGSize(width: width.rounded(.up), height: (2 * lineHeight).rounded(.up)))
        #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == label.intrinsicContentSize)
    }

    @Test("Text is centred vertically: in a 60-pt label one line's baseline is (60 − 20.57) / 2 + ascender")
    func verticalCentring() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Hello"
        let ascender = 2728.0 / 2816 * 17
        let first = try #require(label.firstBaselineOffsetFromTop)
        #expect(abs(first - ((60 - lineHeight) / 2 + ascender)) < 1e-9)
        #expect(abs(label.lastBaselineOffsetFromBottom - (60 - first)) < 1e-9)
        // Before it has a size, the baselines are those of the text at its own height.
        let unsized = Label()
        unsized.text = "Hello"
        #expect(unsized.firstBaselineOffsetFromTop.map { abs($0 - ascender) < 1e-9 } == true)
        #expect(abs(unsized.lastBaselineOffsetFromBottom - (lineHeight - ascender)) < 1e-9)
    }

    @Test("adjustsFontSizeToFitWidth shrinks 163.1 pt of text to 100 pt: 17 × 100 / 163.1 ≈ 10.4 pt")
    func adjustsFontSize() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        label.text = "The quick brown fox"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let natural = glyphByGlyphWidth("The quick brown fox", body)
        let layout = label.drawnLayout(in: label.bounds).layout
        #expect(abs(layout.font.pointSize - 17 * 100 / natural) < 0.05, "\(layout.font.pointSize)")
        #expect(layout.lines.map(\.text) == ["The quick brown fox"])
        label.minimumScaleFactor = 0.8
        let limited = label.drawnLayout(in: label.bounds).layout
        #expect(abs(limited.font.pointSize - 17 * 0.8) < 1e-9)
        #expect(limited.lines.first?.text.hasSuffix("…") == true)
    }

    @Test("Setting text replaces attributed text; attributed text sets font, colour and kern")
    func attributedText() throws {
        let label = Label()
        label.attributedText = NSAttributedString(
            string: "Hi", attributes: [.font: Font.boldSystemFont(ofSize: 30), .kern: 2.0])
        #expect(label.text == "Hi")
        let bold = Font.boldSystemFont(ofSize: 30)
        // Kern 2 after each of the two characters.
        #expect(abs(label.intrinsicContentSize.width - (glyphByGlyphWidth("Hi", bold) + 4).rounded(.up)) < 1e-9)
        label.text = "Hello"
        let attributes = try #require(label.attributedText).attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.font] as? Font == Font.systemFont(ofSize: 17))
    }

    @Test("The render tree carries the label's lines where the label measured them")
    func renderTree() throws {
        let window = try Window(device: "iphone-15-pro")
        let label = Label(frame: Rect(x: 20, y: 100, width: 100, height: 40))
        label.text = "The quick brown fox"
        window.addSubview(label)
        let node = try #require(window.renderTree().root.first { $0.typesetText != nil })
        let lines = try #require(node.typesetText?.lines)
        #expect(lines.map(\.text) == ["The quick…"])
        #expect(abs(lines[0].origin.y - ((40 - lineHeight) / 2 + 2728.0 / 2816 * 17)) < 1e-9)
        #expect(node.text == nil)
        label.numberOfLines = 2
        label.frame = Rect(x: 20, y: 100, width: 100, height: 50)
        #expect(window.renderTree().textDump().contains(#"typeset="The quick\nbrown fox""#))
    }

    @Test("Labels that share a text keep their own colour, alignment and size (layouts are shared by all of it)")
    func sharedLayoutsKeepEachLabelsStyle() {
        func typeset(_ color: Color, _ alignment: TextAlignment, width: Double) -> RenderText? {
            let label = Label(frame: Rect(x: 0, y: 0, width: width, height: 30))
            label.text = "Done"
            label.textColor = color
            label.textAlignment = alignment
            return label.renderText(appearance: .light)
        }
        let red = typeset(.systemRed, .left, width: 200)
        let blue = typeset(.systemBlue, .left, width: 200)
        #expect(red?.lines.first?.runs.first?.color == Color.systemRed.resolved(for: .light))
        #expect(blue?.lines.first?.runs.first?.color == Color.systemBlue.resolved(for: .light))
        // Centred in 200 and in 100 points: the line starts half the free width in, for each width.
        let wide = typeset(.systemRed, .center, width: 200)?.lines.first
        let narrow = typeset(.systemRed, .center, width: 100)?.lines.first
        let textWidth = glyphByGlyphWidth("Done", body)
        #expect(abs((wide?.origin.x ?? 0) - (200 - textWidth) / 2) < 1e-9)
        #expect(abs((narrow?.origin.x ?? 0) - (100 - textWidth) / 2) < 1e-9)
    }

}
