/// How strongly a constraint, or a view's wish to keep its intrinsic size, holds: UIKit's
/// `UILayoutPriority`, a number from 1 to 1000 where 1000 is required.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, as UIKit's `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the layout must satisfy it.
    public static let required = LayoutPriority(1000)
    /// 750: the compression resistance views start with.
    public static let defaultHigh = LayoutPriority(750)
    /// 510: UIKit's priority for a drag that may resize the scene.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: UIKit's priority for scene sizing.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490: UIKit's priority for a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250: the content hugging views start with.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting(_:)` uses to pull the size towards the target.
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` above `lhs`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below `lhs`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

/// The two directions a view's content priorities apply to: UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutConstraintAxis: Int, Hashable, Sendable {
    case horizontal = 0
    case vertical = 1
}
