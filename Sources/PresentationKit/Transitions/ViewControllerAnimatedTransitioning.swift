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
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
