/// The state of a running transition, as `UIViewControllerTransitionCoordinatorContext`.
public protocol TransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration in seconds.
    var transitionDuration: Double { get }
    /// How far it has run, 0…1, on the window's clock.
    var percentComplete: Double { get }
    /// The view the transition happens in.
    var containerView: View { get }
    /// The presentation style of the presentation being shown or dismissed.
    var presentationStyle: ModalPresentationStyle { get }
    /// The controller for a key (`.from`, `.to`).
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view for a key (`.from`, `.to`), when it takes part in the animation.
    func view(forKey key: TransitionContextKey) -> View?
}
