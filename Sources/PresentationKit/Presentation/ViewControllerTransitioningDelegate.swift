/// Supplies the objects of a `.custom` presentation, as `UIViewControllerTransitioningDelegate`.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for a `.custom` presentation; `nil` uses a plain
    /// ``PresentationController`` (the presented view fills the container).
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}
