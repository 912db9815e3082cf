import PresentationKit

/// A rule of a `present` action's `adaptive:` list: when ``condition`` holds, present with ``style``
/// (the action's own `style` is the fallback). Run through an `AdaptivePresentationManager`.
public struct SceneAdaptiveRule: Hashable, Sendable {
    /// When a rule applies.
    public enum Condition: Hashable, Sendable {
        /// The horizontal size class is this one.
        case horizontalSizeClass(UserInterfaceSizeClass)
        /// The vertical size class is this one.
        case verticalSizeClass(UserInterfaceSizeClass)
        /// The window is at least this wide, in points.
        case widthAtLeast(Double)
        /// The window is narrower than this, in points.
        case widthBelow(Double)
        /// The window is at least this tall, in points.
        case heightAtLeast(Double)
        /// The window is shorter than this, in points.
        case heightBelow(Double)

        /// The manager's condition.
        var adaptiveCondition: AdaptiveCondition {
            switch self {
            case .horizontalSizeClass(let sizeClass): .horizontalSizeClass(sizeClass)
            case .verticalSizeClass(let sizeClass): .verticalSizeClass(sizeClass)
            case .widthAtLeast(let points): .widthAtLeast(points)
            case .widthBelow(let points): .widthBelow(points)
            case .heightAtLeast(let points): .heightAtLeast(points)
            case .heightBelow(let points): .heightBelow(points)
            }
        }
    }

    /// When the rule applies.
    public var condition: Condition
    /// The style it presents with (the action's `source`, `sheet`, `custom` and size settings apply to it).
    public var style: ModalPresentationStyle

    /// Creates a rule.
    public init(when condition: Condition, style: ModalPresentationStyle) {
        self.condition = condition
        self.style = style
    }
}
