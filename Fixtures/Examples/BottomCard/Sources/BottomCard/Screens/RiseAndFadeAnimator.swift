import UIKit

/// A presentation animated with Core Animation rather than `UIView.animate`: the presented view rises 120 pt
/// and fades in through two `CABasicAnimation`s, and the transition completes in the `CATransaction`'s
/// completion block.
public final class RiseAndFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public static let duration: TimeInterval = 0.5

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .to),
            let view = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        view.frame = transitionContext.finalFrame(for: presented)
        transitionContext.containerView.addSubview(view)

        let rise = CABasicAnimation(keyPath: "position.y")
        rise.fromValue = view.layer.position.y + 120
        rise.toValue = view.layer.position.y
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        // Grouped animations are clipped to the group, not scaled to it (Apple's CAAnimationGroup reference), so
        // each runs the whole duration itself.
        rise.duration = Self.duration
        fade.duration = Self.duration
        let group = CAAnimationGroup()
        group.animations = [rise, fade]
        group.duration = Self.duration
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        view.layer.add(group, forKey: "rise-and-fade")
        CATransaction.commit()
    }
}

/// Hands out ``RiseAndFadeAnimator`` for presentations (dismissals use UIKit's default).
public final class RiseAndFadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        RiseAndFadeAnimator()
    }
}

/// Presents the gradient card full screen with ``RiseAndFadeAnimator``.
public final class RiseAndFadeHostViewController: UIViewController {
    private let transitioning = RiseAndFadeTransitioningDelegate()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    /// Presents the card with the Core Animation transition.
    public func presentCard() {
        let card = GradientCardViewController()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = transitioning
        present(card, animated: true)
    }
}
