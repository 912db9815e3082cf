/// Options for ``View/animateKeyframes(withDuration:delay:options:animations:completion:)``, as
/// `UIView.KeyframeAnimationOptions` (with UIKit's raw values).
///
/// Keyframes here are always interpolated linearly between their start and end (UIKit's default
/// `calculationModeLinear`); the other calculation modes, `repeat` and `autoreverse` are accepted and not
/// modelled.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews as part of the animation.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Let the user interact with views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen (always the case here).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat indefinitely (not modelled).
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run backwards after forwards (not modelled).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignore the duration of an enclosing animation.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignore every option of an enclosing animation.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes (the default, and the only mode modelled).
    public static let calculationModeLinear: KeyframeAnimationOptions = []
    /// Discrete values (not modelled).
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pacing (not modelled).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline (not modelled).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A paced spline (not modelled).
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
}

extension View {
    /// `UIView.KeyframeAnimationOptions`.
    public typealias KeyframeAnimationOptions = PresentationKit.KeyframeAnimationOptions

    /// Animates the keyframes added in `animations` with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// over `duration` seconds, as `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    /// Changes made in `animations` outside a keyframe run over the whole duration. `completion` runs after
    /// the last keyframe ends.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        perform(
            AnimationTransaction(duration: duration, delay: delay, curve: .linear), animations: animations,
            completion: completion)
    }

    /// Adds a keyframe to the enclosing
    /// ``animateKeyframes(withDuration:delay:options:animations:completion:)``: the changes in `animations`
    /// run from `frameStartTime` for `frameDuration`, both fractions (0…1) of the whole duration. Outside a
    /// keyframe animation the changes apply at once, as in UIKit.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let transaction = AnimationTransaction.active, transaction.keyframe == nil else {
            return performWithoutAnimation(animations)
        }
        let start = frameStartTime.isFinite ? min(1, max(0, frameStartTime)) : 0
        let length = frameDuration.isFinite ? min(1 - start, max(0, frameDuration)) : 0
        transaction.keyframe = (
            transaction.delay + start * transaction.duration, length * transaction.duration, .linear
        )
        animations()
        transaction.keyframe = nil
    }
}
