import Foundation

/// Drives a transition's animations by a percentage, as `UIPercentDrivenInteractiveTransition`.
///
/// The animator's animations are recorded as usual, then held at ``percentComplete`` of their duration
/// instead of running on the clock. ``finish()`` lets them run to the end from there; ``cancel()`` runs
/// them back to the start, after which every animated property holds its value from before the
/// transition (UIKit leaves that to the animator; here a cancelled transition returns exactly to its
/// start).
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// Speed of the part that runs after ``finish()`` or ``cancel()`` (1 = the animator's own speed).
    open var completionSpeed: CGFloat = 1
    /// Whether the transition starts interactively.
    open var wantsInteractiveStart = true
    /// How far the transition is, 0…1.
    public private(set) var percentComplete: CGFloat = 0
    private weak var context: ViewControllerContextTransitioning?
    private var animator: ViewControllerAnimatedTransitioning?

    /// Creates a percent-driven interaction.
    public init() {}

    /// The duration of the transition's animations.
    public var duration: Double { animator?.transitionDuration(using: context) ?? 0 }

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        animator = (transitionContext as? Transition)?.animator
        animator?.animateTransition(using: transitionContext)
        transitionContext.updateInteractiveTransition(percentComplete)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        context?.updateInteractiveTransition(self.percentComplete)
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
