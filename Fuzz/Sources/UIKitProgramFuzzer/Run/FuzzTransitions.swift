import UIKit

/// How a custom animator ends its transition, the mistakes included.
enum AnimatorMode: String, Sendable, CaseIterable {
    /// Animates and calls `completeTransition(!transitionWasCancelled)` at the end.
    case completes
    /// Never calls `completeTransition(_:)`.
    case neverCompletes
    /// Calls `completeTransition(_:)` twice.
    case completesTwice
    /// Calls `completeTransition(true)` at once, before animating.
    case completesAtOnce
    /// Reports the transition as not completed although nothing cancelled it.
    case completesCancelled
    /// Answers a duration of NaN.
    case durationNaN
}

/// A custom animator that fades and slides the presented view in or out, ending as its ``AnimatorMode`` says.
final class FuzzAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let mode: AnimatorMode
    let isPresenting: Bool

    init(mode: AnimatorMode, isPresenting: Bool) {
        self.mode = mode
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        mode == .durationNaN ? .nan : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let moving = transitionContext.view(forKey: key)
        if isPresenting, let moving, let controller = transitionContext.viewController(forKey: .to) {
            transitionContext.containerView.addSubview(moving)
            moving.frame = transitionContext.finalFrame(for: controller)
            moving.alpha = 0
        }
        if mode == .completesAtOnce { transitionContext.completeTransition(true) }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                moving?.alpha = self.isPresenting ? 1 : 0
                moving?.transform = CGAffineTransform(translationX: 0, y: self.isPresenting ? 0 : 200)
            },
            completion: { _ in self.end(transitionContext) })
    }

    private func end(_ context: UIViewControllerContextTransitioning) {
        switch mode {
        case .completes, .durationNaN, .completesAtOnce: context.completeTransition(!context.transitionWasCancelled)
        case .neverCompletes: break
        case .completesTwice:
            context.completeTransition(!context.transitionWasCancelled)
            context.completeTransition(!context.transitionWasCancelled)
        case .completesCancelled: context.completeTransition(false)
        }
    }
}

/// A transitioning delegate with ``FuzzAnimator``s and, when given, an interaction the program drives.
final class FuzzTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let mode: AnimatorMode
    let interaction: UIPercentDrivenInteractiveTransition?

    init(mode: AnimatorMode, interaction: UIPercentDrivenInteractiveTransition?) {
        self.mode = mode
        self.interaction = interaction
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FuzzAnimator(mode: mode, isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FuzzAnimator(mode: mode, isPresenting: false)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}
