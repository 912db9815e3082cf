/// Performs the animations of a presentation or dismissal, as `UIViewControllerAnimatedTransitioning`.
///
/// Vend one from ``ViewControllerTransitioningDelegate/animationController(forPresented:presenting:source:)``
/// (or `forDismissed:`). In ``animateTransition(using:)``, add the "to" view to the context's container
/// (presentations), animate with ``View/animate(withDuration:delay:options:animations:completion:)`` and
/// call ``ViewControllerContextTransitioning/completeTransition(_:)`` from the completion, as in UIKit.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition's animations, in seconds.
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double
    /// Runs the transition's animations.
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// Called after the transition completed or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that performs the transition, for an interruptible transition, as UIKit's optional
    /// `interruptibleAnimator(using:)`.
    ///
    /// Differs from UIKit: the system never asks for it. Start it yourself from
    /// ``animateTransition(using:)`` (the usual pattern): in an interactive transition, a
    /// ``ViewPropertyAnimator`` started there joins the transition's timeline, so the interaction drives it.
    /// The default returns an animator with no animations.
    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning)
        -> ViewImplicitlyAnimating
    {
        ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }
}
