/// One paragraph of text (no line breaks inside) measured in its runs' fonts: the widths of its character
/// ranges and the places its lines can break.
struct MeasuredParagraph {
    let text: StyledScalars
    /// The runs the characters' indices refer to.
    let runs: [TextRun]
    /// The start of each character from the paragraph's start, then the paragraph's width.
    private let offsets: [Double]

    init(_ text: StyledScalars, runs: [TextRun]) {
        self.text = text
        self.runs = runs
        offsets = Self.offsets(of: text, runs: runs)
    }

    var scalars: [Unicode.Scalar] { text.scalars }

    /// Where each character of `text` starts from the start of the line, then the line's width: each
    /// character advances by its font's advance and its run's kern, plus the font's kerning with the next
    /// character when both are set in the same font.
    static func offsets(of text: StyledScalars, runs: [TextRun]) -> [Double] {
        var offsets: [Double] = []
        offsets.reserveCapacity(text.scalars.count + 1)
        var x = 0.0
        for index in text.scalars.indices {
            offsets.append(x)
            let run = runs[text.runIndices[index]]
            x += run.font.advance(of: text.scalars[index]) + run.kern + kerning(in: text, runs: runs, after: index)
        }
        offsets.append(x)
        return offsets
    }

    /// The kerning between the character at `index` and the next, when they share a font.
    private static func kerning(in text: StyledScalars, runs: [TextRun], after index: Int) -> Double {
        guard index + 1 < text.scalars.count else { return 0 }
        let font = runs[text.runIndices[index]].font
        let next = runs[text.runIndices[index + 1]].font
        guard font === next || font == next else { return 0 }
        return font.kerning(text.scalars[index], text.scalars[index + 1])
    }

    /// The width of `range` set alone on a line (no kerning with the characters around it).
    func width(_ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        let kerningOut = Self.kerning(in: text, runs: runs, after: range.upperBound - 1)
        return offsets[range.upperBound] - offsets[range.lowerBound] - kerningOut
    }

    /// The width of `line` set alone in its runs' styles.
    func width(of line: StyledScalars) -> Double {
        Self.offsets(of: line, runs: runs).last ?? 0
    }

    /// `range` without the spaces at its end.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, Self.isBreakingSpace(scalars[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    /// The first character at or after `index` that is not a space.
    func skippingSpaces(from index: Int) -> Int {
        var next = index
        while next < scalars.count, Self.isBreakingSpace(scalars[next]) { next += 1 }
        return next
    }

    /// The lines of the paragraph in a container `maxWidth` wide: character ranges, each without its
    /// trailing spaces, broken between words (or between characters when `byCharacter`).
    func lines(maxWidth: Double, byCharacter: Bool) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < scalars.count {
            let end =
                byCharacter
                ? characterBreak(from: start, maxWidth: maxWidth) : wordBreak(from: start, maxWidth: maxWidth)
            lines.append(trimmingTrailingSpaces(start..<end))
            start = skippingSpaces(from: end)
        }
        return lines
    }

    /// The end of the longest run of whole words from `start` that fits `maxWidth`; the character break
    /// when not even the first word fits.
    private func wordBreak(from start: Int, maxWidth: Double) -> Int {
        var best: Int?
        for end in (start + 1)...scalars.count where isWordBreak(at: end) {
            guard width(trimmingTrailingSpaces(start..<end)) <= maxWidth + Self.tolerance else { break }
            best = end
        }
        return best ?? characterBreak(from: start, maxWidth: maxWidth)
    }

    /// The end of the longest run of characters from `start` that fits `maxWidth` (at least one
    /// character, so that every line makes progress).
    private func characterBreak(from start: Int, maxWidth: Double) -> Int {
        var end = start + 1
        while end < scalars.count, width(trimmingTrailingSpaces(start..<(end + 1))) <= maxWidth + Self.tolerance {
            end += 1
        }
        return end
    }

    /// Whether a line may end before `index`: at the paragraph's end, after a run of spaces, or after a
    /// hyphen or dash that follows a letter.
    private func isWordBreak(at index: Int) -> Bool {
        guard index < scalars.count else { return true }
        let previous = scalars[index - 1]
        if Self.isBreakingSpace(previous) { return !Self.isBreakingSpace(scalars[index]) }
        return Self.breakingDashes.contains(previous) && index >= 2 && scalars[index - 2].properties.isAlphabetic
    }

    /// Whether a line may break after `scalar` and drops it at the break: spaces and tabs, but not the
    /// no-break and figure spaces.
    private static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Hyphen-minus, hyphen, en dash and em dash.
    private static let breakingDashes: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2013}", "\u{2014}"]

    /// Rounding slack when comparing a width with the container's, in points.
    static let tolerance = 1e-9
}
