import Foundation

/// Text set in lines inside a container: where each line's baseline starts and what it shows, computed
/// in pure Swift from the fonts' metrics, the same numbers the renderer places glyphs with.
///
/// Paragraphs (separated by line feeds) start new lines; lines break as ``LineBreakMode`` says. A line is
/// as tall as the tallest font on it (ascender − descender + leading), and lines are `lineSpacing` apart;
/// the first line's top is the container's top. Lines are placed by `alignment` across the container's
/// width, or across the widest line when the width is unlimited. Characters of different runs are not
/// kerned against each other unless they share a font.
///
/// Differs from UIKit: no hyphenation, bidirectional text, ligatures or tab stops; a character is a
/// Unicode scalar (combining marks advance like any character); how many lines fit a limited height is
/// worked out with the tallest font of the text.
public struct TextLayout: Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// What the line shows, ellipsis included.
        public var text: String
        /// The start of the line's baseline in the container.
        public var origin: Point
        /// The width of the line's characters.
        public var width: Double
        /// The line's stretches in one style, left to right.
        public var runs: [Run]
    }

    /// A stretch of one line in one style.
    public struct Run: Hashable, Sendable {
        /// The characters.
        public var text: String
        /// Where the run starts, from the line's origin.
        public var x: Double
        /// The font, colour and kern of the characters.
        public var style: TextRun
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The font of the first run (the text's font when it has one style).
    public let font: Font
    /// The space the lines take: the widest line's width and the lines' height.
    public let usedSize: Size
    /// Whether text was left out or cut with an ellipsis because it did not fit.
    public let isTruncated: Bool

    /// Lays out `text` in one style: see ``init(runs:containerSize:numberOfLines:lineBreakMode:alignment:lineSpacing:)``.
    public init(
        text: String, font: Font, kern: Double = 0, containerSize: Size, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .natural,
        lineSpacing: Double = 0
    ) {
        self.init(
            runs: [TextRun(text, font: font, kern: kern)], containerSize: containerSize, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment, lineSpacing: lineSpacing)
    }

    /// Lays out `runs` in a container of `containerSize` (use `.greatestFiniteMagnitude` for an unlimited
    /// dimension), with at most `numberOfLines` lines (0: as many as fit the height). Without runs, the
    /// text is empty and set in the 12-pt system font.
    public init(
        runs: [TextRun], containerSize: Size, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
        alignment: TextAlignment = .natural, lineSpacing: Double = 0
    ) {
        let runs = runs.isEmpty ? [TextRun("", font: .systemFont(ofSize: 12))] : runs
        font = runs[0].font
        let spacing = max(0, lineSpacing)
        let maxWidth = max(0, containerSize.width)
        let tallest = runs.map(\.font.lineHeight).max() ?? 0
        // At least one line; no limit for an unlimited (or unusable) height.
        let heightLines = ((containerSize.height + spacing) / (tallest + spacing)).rounded(.down)
        let fittingLines = heightLines.isFinite && heightLines < 1e6 ? max(1, Int(heightLines)) : Int.max
        let lineLimit = min(numberOfLines > 0 ? numberOfLines : Int.max, fittingLines)
        let paragraphs = Self.paragraphs(of: runs).map { MeasuredParagraph($0, runs: runs) }
        let broken = BrokenLines(paragraphs: paragraphs, maxWidth: maxWidth, mode: lineBreakMode, limit: lineLimit)
        isTruncated = broken.isTruncated
        let widths = broken.lines.map { MeasuredParagraph.offsets(of: $0, runs: runs).last ?? 0 }
        let alignedWidth = maxWidth < .greatestFiniteMagnitude ? maxWidth : (widths.max() ?? 0)
        var lines: [Line] = []
        var top = 0.0
        for (index, text) in broken.lines.enumerated() {
            let fonts = Set(text.runIndices.isEmpty ? [text.emptyRun] : text.runIndices).map { runs[$0].font }
            let ascender = fonts.map(\.ascender).max() ?? 0
            let origin = Point(
                x: (alignedWidth - widths[index]) * alignment.spareWidthFraction, y: top + ascender)
            lines.append(
                Line(
                    text: String(String.UnicodeScalarView(text.scalars)), origin: origin, width: widths[index],
                    runs: Self.styledRuns(of: text, runs: runs)))
            top += (fonts.map(\.lineHeight).max() ?? 0) + spacing
        }
        self.lines = lines
        usedSize = Size(width: widths.max() ?? 0, height: lines.isEmpty ? 0 : top - spacing)
    }

    /// The baseline of the first line from the container's top (0 without lines).
    public var firstBaseline: Double { lines.first.map { Double($0.origin.y) } ?? 0 }
    /// The baseline of the last line from the container's top (0 without lines).
    public var lastBaseline: Double { lines.last.map { Double($0.origin.y) } ?? 0 }

    /// The paragraphs of the runs' text: split at line feeds, carriage returns (a CR LF pair once) and
    /// line or paragraph separators.
    private static func paragraphs(of runs: [TextRun]) -> [StyledScalars] {
        let separators: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}"]
        var paragraphs: [StyledScalars] = []
        var current = StyledScalars()
        var previous: Unicode.Scalar?
        for (index, run) in runs.enumerated() {
            for scalar in run.text.unicodeScalars {
                defer { previous = scalar }
                if scalar == "\n", previous == "\r" { continue }
                if current.scalars.isEmpty { current.emptyRun = index }
                guard separators.contains(scalar) else {
                    current.scalars.append(scalar)
                    current.runIndices.append(index)
                    continue
                }
                paragraphs.append(current)
                current = StyledScalars(emptyRun: index)
            }
        }
        if !current.scalars.isEmpty || !paragraphs.isEmpty { paragraphs.append(current) }
        return paragraphs
    }

    /// `line`'s characters grouped by run, each group placed where the line's offsets put it.
    private static func styledRuns(of line: StyledScalars, runs: [TextRun]) -> [Run] {
        let offsets = MeasuredParagraph.offsets(of: line, runs: runs)
        var result: [Run] = []
        var start = 0
        while start < line.scalars.count {
            let runIndex = line.runIndices[start]
            var end = start + 1
            while end < line.scalars.count, line.runIndices[end] == runIndex { end += 1 }
            let text = String(String.UnicodeScalarView(line.scalars[start..<end]))
            result.append(Run(text: text, x: offsets[start], style: runs[runIndex]))
            start = end
        }
        return result
    }
}

/// The visible lines of a text's paragraphs under a line limit, cut as the line break mode says.
private struct BrokenLines {
    var lines: [StyledScalars] = []
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
                    lines.append(paragraph.text[range])
                    continue
                }
                appendLast(range, of: paragraph, maxWidth: maxWidth, mode: mode, textFollows: textFollows)
                return
            }
        }
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
            lines.append(paragraph.truncating(rest, mode: mode, maxWidth: maxWidth))
        case .byClipping:
            lines.append(paragraph.text[rest])
        case .byWordWrapping, .byCharWrapping:
            lines.append(paragraph.text[range])
        }
    }
}
