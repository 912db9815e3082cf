/// The system's own animation of a built-in presentation or dismissal: slide, fade or sheet spring, with
/// the presentation's chrome, the sheet stacking and the alongside animations in the same block.
final class SystemTransitionAnimator: ViewControllerAnimatedTransitioning {
    private let timing: TransitionTiming.Timing
    private let animations: () -> Void

    /// An animator running `animations` (the move to the end state) with `timing`.
    init(timing: TransitionTiming.Timing, animations: @escaping () -> Void) {
        self.timing = timing
        self.animations = animations
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        timing.duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let duration = transitionContext.isAnimated ? timing.duration : 0
        // A finger drives an interactive transition 1:1, so its animations run linearly in the fraction.
        let curve = transitionContext.isInteractive ? TimingCurve.linear : timing.curve
        View.perform(
            AnimationTransaction(duration: duration, delay: 0, curve: curve),
            animations: {
                animations()
                (transitionContext as? Transition)?.startAlongsideAnimations()
            }, completion: nil)
        guard let transition = transitionContext as? Transition else {
            transitionContext.completeTransition(true)
            return
        }
        // Weak: an interactive transition's timeline, which the transition owns, keeps this closure.
        transition.whenAnimationsEnd { [weak transition] in
            transition?.completeTransition(!(transition?.transitionWasCancelled ?? false))
        }
    }
}
