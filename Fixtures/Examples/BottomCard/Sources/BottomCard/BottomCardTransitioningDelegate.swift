import UIKit

/// Vends the bottom card's presentation controller and animators, and the interaction that a pan on the
/// card drives while the user drags it down.
public final class BottomCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Set by the pan handler while a drag dismisses the card.
    public var interactiveDismissal: UIPercentDrivenInteractiveTransition?

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BottomCardAnimator(presenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        BottomCardAnimator(presenting: false)
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interactiveDismissal
    }
}
