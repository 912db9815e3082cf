/// Edges of a rectangle named by the reading direction, as UIKit's `NSDirectionalRectEdge` (same raw
/// values): a button configuration's ``Button/Configuration/imagePlacement`` says on which side of the title
/// the image goes.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The edge where lines start: the left one in left-to-right text.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The edge where lines end: the right one in left-to-right text.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
