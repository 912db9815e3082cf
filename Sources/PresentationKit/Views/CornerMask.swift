/// Which corners a view's `View.cornerRadius` rounds, as `CACornerMask`.
public struct CornerMask: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Top-left (`layerMinXMinYCorner`).
    public static let topLeft = CornerMask(rawValue: 1)
    /// Top-right (`layerMaxXMinYCorner`).
    public static let topRight = CornerMask(rawValue: 2)
    /// Bottom-left (`layerMinXMaxYCorner`).
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// Bottom-right (`layerMaxXMaxYCorner`).
    public static let bottomRight = CornerMask(rawValue: 8)
    /// The two top corners.
    public static let top: CornerMask = [.topLeft, .topRight]
    /// The two bottom corners.
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]
    /// All four corners (the default).
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
