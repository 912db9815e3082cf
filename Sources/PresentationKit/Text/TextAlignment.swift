/// How lines of text sit between the edges of their container, as `NSTextAlignment` (UIKit's raw
/// values).
///
/// Differs from UIKit: ``justified`` is set as ``natural`` (lines are not stretched), and ``natural`` is
/// left-aligned (the layout is left to right).
public enum TextAlignment: Int, Hashable, Sendable, Codable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Both edges in UIKit; here as ``natural``.
    case justified = 3
    /// The script's leading edge: the left edge here.
    case natural = 4

    /// The fraction of the spare width placed before a line: 0 left, ½ centred, 1 right.
    var spareWidthFraction: Double {
        switch self {
        case .center: 0.5
        case .right: 1
        case .left, .justified, .natural: 0
        }
    }
}
