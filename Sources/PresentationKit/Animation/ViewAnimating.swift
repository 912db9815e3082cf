import Foundation

/// Where an animator stands, as `UIViewAnimatingState`.
public enum ViewAnimatingState: Int, Hashable, Sendable {
    /// Not started, or finished: the animations are not applied.
    case inactive = 0
    /// Started or paused: the animations are applied.
    case active = 1
    /// Stopped with ``ViewAnimating/stopAnimation(_:)`` and waiting for ``ViewAnimating/finishAnimation(at:)``.
    case stopped = 2
}

/// Where an animation ended, as `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Hashable, Sendable {
    /// At the end values.
    case end = 0
    /// Back at the start values.
    case start = 1
    /// Wherever it was when it was stopped.
    case current = 2
}

/// An animation that can be started, paused, scrubbed, reversed and stopped, as `UIViewAnimating`.
public protocol ViewAnimating: AnyObject {
    /// Where the animator stands.
    var state: ViewAnimatingState { get }
    /// Whether the animations are playing (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animations play towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations are, 0…1; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Plays the animations.
    func startAnimation()
    /// Plays the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Holds the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; without finishing, the animator becomes inactive at once.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition`.
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator that accepts more animations and completions while it runs, as
/// `UIViewImplicitlyAnimating`.
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// Adds animations that run from now to the end.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the remaining duration from now.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations end.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    /// Resumes paused animations, `durationFactor` times as long as the remaining time (0 keeps it).
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat)
}
