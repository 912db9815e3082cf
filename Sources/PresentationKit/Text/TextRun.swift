/// A stretch of text in one style: an attribute run of an attributed string.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// The font they are set in.
    public var font: Font
    /// Their colour.
    public var color: Color
    /// Points added after every character.
    public var kern: Double

    /// A run of `text` in `font`, `color` and `kern`.
    public init(_ text: String, font: Font, color: Color = .black, kern: Double = 0) {
        self.text = text
        self.font = font
        self.color = color
        self.kern = kern
    }
}

/// Characters with the index of the run each comes from: a paragraph, or a line as it is shown.
struct StyledScalars {
    var scalars: [Unicode.Scalar] = []
    /// The run of each character.
    var runIndices: [Int] = []
    /// The run whose font sizes the line when it has no characters.
    var emptyRun = 0

    /// The characters of `range` with their runs.
    subscript(range: Range<Int>) -> StyledScalars {
        StyledScalars(
            scalars: Array(scalars[range]), runIndices: Array(runIndices[range]),
            emptyRun: range.isEmpty ? emptyRun : runIndices[range.lowerBound])
    }

    /// These characters followed by `other`'s.
    static func + (lhs: StyledScalars, rhs: StyledScalars) -> StyledScalars {
        StyledScalars(
            scalars: lhs.scalars + rhs.scalars, runIndices: lhs.runIndices + rhs.runIndices,
            emptyRun: lhs.scalars.isEmpty ? rhs.emptyRun : lhs.emptyRun)
    }
}
