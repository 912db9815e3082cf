extension MeasuredParagraph {
    /// The ellipsis that marks truncated text.
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// The characters of `range` cut to fit `maxWidth` with an ellipsis where `mode` puts it (the end for
    /// tail truncation, the start for head, the middle for middle), keeping as many characters as fit.
    /// Spaces next to the ellipsis are dropped. Not even the ellipsis fits: the ellipsis alone.
    func truncating(_ range: Range<Int>, mode: LineBreakMode, maxWidth: Double) -> StyledScalars {
        // The number of kept characters is the largest that fits: found by bisection, as the width grows
        // with every character kept.
        var fitting = 0
        var tooMany = range.count + 1
        while tooMany - fitting > 1 {
            let kept = (fitting + tooMany) / 2
            if width(of: truncation(of: range, keeping: kept, mode: mode)) <= maxWidth + Self.tolerance {
                fitting = kept
            } else {
                tooMany = kept
            }
        }
        return truncation(of: range, keeping: fitting, mode: mode)
    }

    /// `range` with `kept` of its characters and an ellipsis in place of the others, in the style of the
    /// character before it (after it for head truncation).
    private func truncation(of range: Range<Int>, keeping kept: Int, mode: LineBreakMode) -> StyledScalars {
        let headCount: Int
        switch mode {
        case .byTruncatingHead: headCount = 0
        case .byTruncatingMiddle: headCount = (kept + 1) / 2
        default: headCount = kept
        }
        let head = trimmingTrailingSpaces(range.lowerBound..<(range.lowerBound + headCount))
        let tailStart = min(skippingSpaces(from: range.upperBound - (kept - headCount)), range.upperBound)
        let styleSource = head.isEmpty ? min(tailStart, range.upperBound - 1) : head.upperBound - 1
        let ellipsisRun = range.isEmpty ? text.emptyRun : text.runIndices[max(range.lowerBound, styleSource)]
        let ellipsis = StyledScalars(scalars: [Self.ellipsis], runIndices: [ellipsisRun], emptyRun: ellipsisRun)
        return text[head] + ellipsis + text[tailStart..<range.upperBound]
    }
}
