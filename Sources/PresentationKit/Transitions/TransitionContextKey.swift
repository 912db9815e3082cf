/// Which side of a transition, as `UITransitionContextViewControllerKey` / `ViewKey`.
public enum TransitionContextKey: String, Hashable, Sendable {
    /// The controller (view) visible at the start.
    case from
    /// The controller (view) visible at the end.
    case to
}
