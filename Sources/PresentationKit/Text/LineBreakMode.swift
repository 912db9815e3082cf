/// Where lines of text break and how text that does not fit is cut, as `NSLineBreakMode` (UIKit's raw
/// values).
public enum LineBreakMode: Int, Hashable, Sendable, Codable {
    /// Lines break between words (after spaces and hyphens); a word longer than a line breaks between
    /// characters. Text beyond the last line is left out.
    case byWordWrapping = 0
    /// Lines break between any two characters. Text beyond the last line is left out.
    case byCharWrapping = 1
    /// Lines break between words; the last line runs on unbroken and is cut at the container's edge.
    case byClipping = 2
    /// The last line ends with the end of the text, its start replaced by "…".
    case byTruncatingHead = 3
    /// The last line is cut and ends with "…".
    case byTruncatingTail = 4
    /// The last line keeps its start and the end of the text, with "…" between them.
    case byTruncatingMiddle = 5

    /// Whether text that does not fit ends in an ellipsis.
    var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}
