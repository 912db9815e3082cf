/// Options for ``View/animate(withDuration:delay:options:animations:completion:)``, as
/// `UIView.AnimationOptions` (also reachable as `View.AnimationOptions`), with UIKit's raw values.
///
/// The timing curve options choose the curve. The others are accepted so that UIKit code compiles, and
/// change nothing here: animations always start from what is on screen (as with `beginFromCurrentState`),
/// there are no touches to allow or block during an animation, and `repeat`, `autoreverse` and the
/// `transition…` options (which belong to `UIView.transition(with:…)`) are not modelled.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews as part of the animation (UIKit's `layoutSubviews`).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value currently on screen rather than the model value. Animations here always do.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely (not modelled).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation backwards after forwards (not modelled).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignore the duration of an enclosing animation.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignore the curve of an enclosing animation.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraw content while animating.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide and show views instead of removing and adding them in a transition.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignore every option of an enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut: AnimationOptions = []
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition (for `transition(with:…)`).
    public static let transitionNone: AnimationOptions = []
    /// Flip from the left (for `transition(with:…)`; not modelled).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right (not modelled).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up (not modelled).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down (not modelled).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve (not modelled).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top (not modelled).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom (not modelled).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The named curve these options select (bits 16–17, as in UIKit).
    var animationCurve: AnimationCurve {
        AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
    }

    /// The timing curve these options select.
    var timingCurve: TimingCurve { animationCurve.timingCurve }
}

/// A named Core Animation timing curve, as `UIView.AnimationCurve` (with UIKit's raw values).
public enum AnimationCurve: Int, Hashable, Sendable {
    /// Slow start and end.
    case easeInOut = 0
    /// Slow start.
    case easeIn = 1
    /// Slow end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The curve as a timing curve.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

extension View {
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = PresentationKit.AnimationOptions
    /// `UIView.AnimationCurve`.
    public typealias AnimationCurve = PresentationKit.AnimationCurve
}
