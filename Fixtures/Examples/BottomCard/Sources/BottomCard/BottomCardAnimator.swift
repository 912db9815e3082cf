import UIKit

/// Slides the card up from below the screen (or down and away) with a property animator on a critically
/// damped spring.
public final class BottomCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private var animator: UIViewImplicitlyAnimating?

    public init(presenting: Bool) {
        isPresenting = presenting
        super.init()
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator = animator { return animator }
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else {
            return UIViewPropertyAnimator(duration: 0, curve: .linear)
        }
        let shown =
            isPresenting
            ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: 0, dy: shown.height)
        if isPresenting {
            transitionContext.containerView.addSubview(controller.view)
            controller.view.frame = hidden
        }
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: UISpringTimingParameters(dampingRatio: 1))
        animator.addAnimations {
            controller.view.frame = self.isPresenting ? shown : hidden
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.animator = nil
        }
        self.animator = animator
        return animator
    }
}
