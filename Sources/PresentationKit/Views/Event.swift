/// A touch event passed to hit-testing, as `UIEvent`. Carries nothing: hit-testing here is geometric.
public final class Event: Sendable {
    /// Creates an event.
    public init() {}
}
