/// One entry of a scene's `actions`, with where it was written so that failures while applying it can
/// be reported at the right line.
public struct SceneAction: Hashable, Sendable {
    /// What the action does.
    public var operation: SceneOperation
    /// Where the action was written (`actions[N].<kind>`).
    public var location: SceneLocation

    /// Creates an action.
    public init(_ operation: SceneOperation, location: SceneLocation) {
        self.operation = operation
        self.location = location
    }
}
