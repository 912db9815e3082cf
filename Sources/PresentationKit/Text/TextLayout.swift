import Foundation

/// Text set in lines inside a container: where each line's baseline starts and what it shows, computed
/// in pure Swift from the font's metrics, the same numbers the renderer places glyphs with.
///
/// Paragraphs (separated by line feeds) start new lines; lines break as ``LineBreakMode`` says. Lines
/// are ``Font/lineHeight`` apart plus `lineSpacing`; the first line's top is the container's top, its
/// baseline ``Font/ascender`` below it. Lines are placed by `alignment` across the container's width, or
/// across the widest line when the width is unlimited.
///
/// Differs from UIKit: one font, colour and kern for the whole text; no hyphenation, bidirectional text,
/// ligatures or tab stops; a character is a Unicode scalar (combining marks advance like any character).
public struct TextLayout: Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// What the line shows, ellipsis included.
        public var text: String
        /// The start of the line's baseline in the container.
        public var origin: Point
        /// The width of the line's characters.
        public var width: Double
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The font the text is set in.
    public let font: Font
    /// Points added after every character.
    public let kern: Double
    /// The space the lines take: the widest line's width and the lines' height.
    public let usedSize: Size
    /// Whether text was left out or cut with an ellipsis because it did not fit.
    public let isTruncated: Bool

    /// Lays out `text` in a container of `containerSize` (use `.greatestFiniteMagnitude` for an unlimited
    /// dimension), with at most `numberOfLines` lines (0: as many as fit the height).
    public init(
        text: String, font: Font, kern: Double = 0, containerSize: Size, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
        lineSpacing: Double = 0
    ) {
        self.font = font
        self.kern = kern
        let pitch = font.lineHeight + max(0, lineSpacing)
        let maxWidth = max(0, containerSize.width)
        // At least one line; no limit for an unlimited (or unusable) height.
        let heightLines = ((containerSize.height + max(0, lineSpacing)) / pitch).rounded(.down)
        let fittingLines = heightLines.isFinite && heightLines < 1e6 ? max(1, Int(heightLines)) : Int.max
        let lineLimit = min(numberOfLines > 0 ? numberOfLines : Int.max, fittingLines)
        let paragraphs = Self.paragraphs(of: text).map { MeasuredParagraph($0, font: font, kern: kern) }
        let broken = BrokenLines(paragraphs: paragraphs, maxWidth: maxWidth, mode: lineBreakMode, limit: lineLimit)
        isTruncated = broken.isTruncated
        let alignedWidth = maxWidth < .greatestFiniteMagnitude ? maxWidth : (broken.widths.max() ?? 0)
        lines = broken.lines.indices.map { index in
            Line(
                text: String(String.UnicodeScalarView(broken.lines[index])),
                origin: Point(
                    x: (alignedWidth - broken.widths[index]) * alignment.spareWidthFraction,
                    y: Double(index) * pitch + font.ascender),
                width: broken.widths[index])
        }
        usedSize = Size(
            width: lines.map(\.width).max() ?? 0,
            height: lines.isEmpty ? 0 : Double(lines.count) * pitch - max(0, lineSpacing))
    }

    /// The baseline of the first line from the container's top (0 without lines).
    public var firstBaseline: Double { lines.first.map { Double($0.origin.y) } ?? 0 }
    /// The baseline of the last line from the container's top (0 without lines).
    public var lastBaseline: Double { lines.last.map { Double($0.origin.y) } ?? 0 }

    /// The paragraphs of `text`: split at line feeds, carriage returns and line or paragraph separators.
    private static func paragraphs(of text: String) -> [[Unicode.Scalar]] {
        guard !text.isEmpty else { return [] }
        let separators: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}"]
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
        return normalized.unicodeScalars.split(omittingEmptySubsequences: false) { separators.contains($0) }
            .map(Array.init)
    }
}

/// The visible lines of a text's paragraphs under a line limit, cut as the line break mode says.
private struct BrokenLines {
    var lines: [[Unicode.Scalar]] = []
    var widths: [Double] = []
    var isTruncated = false

    init(paragraphs: [MeasuredParagraph], maxWidth: Double, mode: LineBreakMode, limit: Int) {
        for (number, paragraph) in paragraphs.enumerated() {
            let ranges =
                paragraph.scalars.isEmpty
                ? [0..<0] : paragraph.lines(maxWidth: maxWidth, byCharacter: mode == .byCharWrapping)
            for (index, range) in ranges.enumerated() {
                let isLast = lines.count == limit - 1
                let textFollows = index < ranges.count - 1 || number < paragraphs.count - 1
                guard isLast, textFollows || mode == .byClipping else {
                    append(Array(paragraph.scalars[range]), width: paragraph.width(range))
                    continue
                }
                appendLast(range, of: paragraph, maxWidth: maxWidth, mode: mode, textFollows: textFollows)
                return
            }
        }
    }

    private mutating func append(_ line: [Unicode.Scalar], width: Double) {
        lines.append(line)
        widths.append(width)
    }

    /// The last visible line, `range` when broken, when more text follows it (or it is clipped): the
    /// rest of the paragraph truncated or unbroken, or the broken line alone.
    private mutating func appendLast(
        _ range: Range<Int>, of paragraph: MeasuredParagraph, maxWidth: Double, mode: LineBreakMode, textFollows: Bool
    ) {
        isTruncated = textFollows
        let rest = paragraph.trimmingTrailingSpaces(range.lowerBound..<paragraph.scalars.count)
        switch mode {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
            let line = paragraph.truncating(rest, mode: mode, maxWidth: maxWidth)
            append(line, width: paragraph.width(of: line))
        case .byClipping:
            append(Array(paragraph.scalars[rest]), width: paragraph.width(rest))
        case .byWordWrapping, .byCharWrapping:
            append(Array(paragraph.scalars[range]), width: paragraph.width(range))
        }
    }
}
