/// Supplies the objects of a custom transition, as `UIViewControllerTransitioningDelegate`: the
/// presentation controller of a `.custom` presentation, and animators and interaction controllers for any
/// presentation and dismissal. Every method defaults to `nil` (the system's own).
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for a `.custom` presentation; `nil` uses a plain
    /// ``PresentationController`` (the presented view fills the container).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
    /// The animator of the presentation; `nil` uses the system animation of the transition style.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The animator of the dismissal; `nil` uses the system animation.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// An interaction controller that drives the presentation (only asked with a custom animator).
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    /// An interaction controller that drives the dismissal (only asked with a custom animator).
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        nil
    }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { nil }
}
