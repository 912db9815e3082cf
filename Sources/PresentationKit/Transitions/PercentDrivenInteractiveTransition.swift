import Foundation

/// Drives a transition's animations by a percentage, as `UIPercentDrivenInteractiveTransition`.
///
/// The animator's animations are recorded as usual, then held at ``percentComplete`` of their duration
/// instead of running on the clock. ``finish()`` lets them run to the end from there; ``cancel()`` runs
/// them back to the start, after which every animated property holds its value from before the
/// transition (UIKit leaves that to the animator; here a cancelled transition returns exactly to its
/// start). Either way the rest runs on UIKit's sheet spring (damping 1, response 0.344 s) starting at the
/// finger's speed: the change of the last ``update(_:)`` over the clock time since the one before, or 0 when
/// the finger has been held still. UIKit's sheets use damping 0.8 after a flick; here the spring stays
/// critically damped, as an overshoot past the end state could not be shown.
///
/// An `NSObject` subclass, as in UIKit, and every member is `open` in the class body, so subclasses override
/// them (`override init()`, `override func update(_:)`, `override var percentComplete`).
///
/// Differs from UIKit: ``completionSpeed``, ``completionCurve`` and ``timingCurve`` are kept and do not change
/// how the rest of the transition runs (UIKit's own percent-driven transition completes with
/// ``completionCurve``; its sheets' drag ends on the spring above); ``pause()`` holds the transition where it is (it is always held
/// between updates here).
open class PercentDrivenInteractiveTransition: NSObject, ViewControllerInteractiveTransitioning {
    /// Speed of the part that runs after ``finish()`` or ``cancel()`` (1 = the animator's own speed).
    open var completionSpeed: CGFloat = 1
    /// The curve of the part that runs after ``finish()`` or ``cancel()`` (kept).
    open var completionCurve: AnimationCurve = .easeInOut
    /// The timing the transition's animations use while driven (kept).
    open var timingCurve: TimingCurveProvider?
    /// Whether the transition starts interactively.
    open var wantsInteractiveStart = true
    /// How far the transition is, 0…1.
    open var percentComplete: CGFloat { storedPercentComplete }
    private var storedPercentComplete: CGFloat = 0
    private weak var context: ViewControllerContextTransitioning?
    private var animator: ViewControllerAnimatedTransitioning?

    /// Creates a percent-driven interaction.
    public override init() {
        super.init()
    }

    /// The duration of the transition's animations.
    open var duration: CGFloat { CGFloat(animator?.transitionDuration(using: context) ?? 0) }

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        animator = (transitionContext as? Transition)?.animator
        animator?.animateTransition(using: transitionContext)
        transitionContext.updateInteractiveTransition(percentComplete)
    }

    /// Holds the transition where it is.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        storedPercentComplete = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        context?.updateInteractiveTransition(storedPercentComplete)
    }

    /// Lets the transition run to its end.
    open func finish() {
        context?.finishInteractiveTransition()
    }

    /// Runs the transition back to its start.
    open func cancel() {
        context?.cancelInteractiveTransition()
    }
}
