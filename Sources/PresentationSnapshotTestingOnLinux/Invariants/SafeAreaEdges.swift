/// Edges of the safe area a custom presentation must stay inside (see ``PresentationInvariant/safeArea``).
public struct SafeAreaEdges: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top inset (status bar, sensor housing).
    public static let top = SafeAreaEdges(rawValue: 1 << 0)
    /// The left inset (sensor housing in landscape).
    public static let left = SafeAreaEdges(rawValue: 1 << 1)
    /// The bottom inset (home indicator).
    public static let bottom = SafeAreaEdges(rawValue: 1 << 2)
    /// The right inset (sensor housing in landscape).
    public static let right = SafeAreaEdges(rawValue: 1 << 3)
    /// Top, left and right: what UIKit's edge-attached sheets respect (their bottom runs under the home
    /// indicator).
    public static let sidesAndTop: SafeAreaEdges = [.top, .left, .right]
    /// Every edge.
    public static let all: SafeAreaEdges = [.top, .left, .bottom, .right]
}
