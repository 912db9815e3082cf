/// The directions a popover's arrow may point, as `UIPopoverArrowDirection`.
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Arrow on top, pointing up: the popover sits below its source.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// Arrow at the bottom, pointing down: the popover sits above its source.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// Arrow on the left, pointing left: the popover sits right of its source.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// Arrow on the right, pointing right: the popover sits left of its source.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction (the default).
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// No arrow was laid out yet, or none could be (`UIPopoverArrowDirection.unknown`).
    public static let unknown = PopoverArrowDirection(rawValue: .max)

    /// `up`, `down`, `left`, `right`, `any`, `unknown` or a `+`-joined list, for dumps.
    public var name: String {
        if self == .unknown { return "unknown" }
        if self == .any { return "any" }
        if isEmpty { return "none" }
        let names: [(PopoverArrowDirection, String)] = [
            (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
