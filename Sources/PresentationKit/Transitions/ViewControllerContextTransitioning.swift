import Foundation

/// What an animator knows and controls about a running transition, as
/// `UIViewControllerContextTransitioning`.
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: View { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (an interactive transition released backwards).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the presentation being shown or dismissed.
    var presentationStyle: ModalPresentationStyle { get }
    /// The controller for a key.
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view for a key, when it takes part in the animation.
    func view(forKey key: TransitionContextKey) -> View?
    /// Where a controller's view starts (`.zero` when it is not on screen before).
    func initialFrame(for viewController: ViewController) -> Rect
    /// Where a controller's view ends (`.zero` when it leaves the screen).
    func finalFrame(for viewController: ViewController) -> Rect
    /// Reports the progress of an interactive transition, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Holds an interactive transition where it is (here it is held between updates anyway).
    func pauseInteractiveTransition()
    /// Lets an interactive transition run to its end.
    func finishInteractiveTransition()
    /// Runs an interactive transition back to its start.
    func cancelInteractiveTransition()
    /// Ends the transition; call it from the animator's completion with `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)
}
