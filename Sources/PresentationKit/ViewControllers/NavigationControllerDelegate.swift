/// Hears about a navigation controller's pushes and pops and may animate them itself, as
/// `UINavigationControllerDelegate`.
///
/// UIKit's methods are optional; here each has a default in an extension that does nothing or returns
/// `nil` (the built-in slide), so a conforming class implements only what it needs, as on iOS.
public protocol NavigationControllerDelegate: AnyObject {
    /// Called when a controller is about to become the top of the stack: before its push or pop animates,
    /// after the appearance callbacks `viewWillDisappear` / `viewWillAppear`.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called once the controller is the top of the stack and on screen: after the transition's last
    /// `viewDidAppear`. Not called when an interactive transition is cancelled.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator of an animated push or pop; `nil` keeps the built-in slide. Asked before anything
    /// else of the transition happens.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The object driving a custom animator's transition interactively; `nil` runs it on the clock.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }

    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
}
