import Foundation

/// Drives a transition from user input, as `UIViewControllerInteractiveTransitioning`.
///
/// ``PercentDrivenInteractiveTransition`` is the usual implementation.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition in interactive mode; the object then reports progress to the context.
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// Speed multiplier for the part of the transition that runs after `finish()` or `cancel()`.
    var completionSpeed: CGFloat { get }
    /// Whether the transition starts interactively (default `true`).
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var wantsInteractiveStart: Bool { true }
}
