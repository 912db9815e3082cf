import Foundation

/// A rule of an ``AdaptivePresentationManager``: when ``condition`` holds for the window's size and traits,
/// present with ``presentation``.
public struct AdaptiveRule {
    /// A name for traces (default: `rule <index>`).
    public var name: String?
    /// When the rule applies.
    public var condition: AdaptiveCondition
    /// The presentation it names.
    public var presentation: AdaptivePresentation

    /// Creates a rule.
    public init(_ name: String? = nil, when condition: AdaptiveCondition, present presentation: AdaptivePresentation) {
        self.name = name
        self.condition = condition
        self.presentation = presentation
    }
}

/// Which size a width or height threshold of an ``AdaptiveCondition`` measures.
public enum AdaptiveMeasure: Sendable {
    /// The window (the app's multitasking width on iPad).
    case window
    /// The view of the controller the presentation is requested from. During a size change its new size
    /// is not laid out yet: a dimension that fills the window follows the window's new size, any other
    /// keeps its current length.
    case presentingContext
}

/// When an ``AdaptiveRule`` applies.
public enum AdaptiveCondition {
    /// The horizontal size class is this one.
    case horizontalSizeClass(UserInterfaceSizeClass)
    /// The vertical size class is this one.
    case verticalSizeClass(UserInterfaceSizeClass)
    /// The width is at least this many points.
    case widthAtLeast(Double, of: AdaptiveMeasure = .window)
    /// The width is less than this many points.
    case widthBelow(Double, of: AdaptiveMeasure = .window)
    /// The height is at least this many points.
    case heightAtLeast(Double, of: AdaptiveMeasure = .window)
    /// The height is less than this many points.
    case heightBelow(Double, of: AdaptiveMeasure = .window)
    /// The traits pass a test.
    case traits((TraitCollection) -> Bool)
    /// The window's new size and traits pass a test.
    case size((Size, TraitCollection) -> Bool)

    /// Whether the condition holds in `context`.
    func holds(in context: AdaptiveContext) -> Bool {
        switch self {
        case .horizontalSizeClass(let sizeClass): context.traits.horizontalSizeClass == sizeClass
        case .verticalSizeClass(let sizeClass): context.traits.verticalSizeClass == sizeClass
        case .widthAtLeast(let points, let measure): context.size(of: measure).width >= points
        case .widthBelow(let points, let measure): context.size(of: measure).width < points
        case .heightAtLeast(let points, let measure): context.size(of: measure).height >= points
        case .heightBelow(let points, let measure): context.size(of: measure).height < points
        case .traits(let test): test(context.traits)
        case .size(let test): test(context.windowSize, context.traits)
        }
    }
}

/// The size and traits the rules are evaluated against.
struct AdaptiveContext {
    let environment: WindowEnvironment
    let presentingContextSize: Size

    var traits: TraitCollection { environment.traitCollection }
    var windowSize: Size { environment.windowSize }

    func size(of measure: AdaptiveMeasure) -> Size {
        measure == .window ? windowSize : presentingContextSize
    }

    /// The context for `environment`, the presenting view's size following a window change as
    /// ``AdaptiveMeasure/presentingContext`` describes.
    static func make(for environment: WindowEnvironment, presentingView: View?, currentWindowSize: Size)
        -> AdaptiveContext
    {
        let current = presentingView?.bounds.size ?? currentWindowSize
        let next = environment.windowSize
        let size = Size(
            width: current.width == currentWindowSize.width ? next.width : current.width,
            height: current.height == currentWindowSize.height ? next.height : current.height)
        return AdaptiveContext(environment: environment, presentingContextSize: size)
    }
}
