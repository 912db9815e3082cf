/// Lets code run animations alongside a transition, as `UIViewControllerTransitionCoordinator`.
public protocol TransitionCoordinator: TransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation block and `completion` when it ends.
    /// Returns `false` when the transition already finished.
    @discardableResult
    func animate(
        alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for animations of views outside the container view.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when an interactive transition is released (finished or cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void)
}

extension TransitionCoordinator {
    /// Runs `animation` alongside the transition with no completion, as UIKit's call whose `completion`
    /// defaults to `nil`.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// Runs `animation` alongside the transition for views outside the container, with no completion (UIKit's
    /// `animateAlongsideTransition(in:animation:)`).
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?, animation: ((TransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
