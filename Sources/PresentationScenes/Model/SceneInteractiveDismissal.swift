import WholeNumbers

/// A `dismissInteractively` action: a finger dragging a presented view away, as
/// `PresentationController.beginInteractiveDismissal()` is driven by UIKit's pan gesture.
///
/// The finger moves the transition to each value of ``progress`` in turn (a straight drag of ``drag``
/// seconds), holds it there for ``hold`` seconds, and after the last value lets go: ``release`` says
/// whether the dismissal then finishes or is cancelled (the view springs back).
public struct SceneInteractiveDismissal: Hashable, Sendable {
    /// What happens when the finger lets go.
    public enum Release: String, CaseIterable, Hashable, Sendable {
        /// The dismissal runs to its end.
        case finish
        /// The dismissal runs back to its start; the presentation stays.
        case cancel
    }

    /// The default time the finger takes to reach each value, seconds.
    public static let defaultDrag = 0.15
    /// The default time each value is held, seconds.
    public static let defaultHold = 0.25

    /// The presentation dragged.
    public var id: String
    /// The fractions of the transition the finger reaches, in order (each 0…1).
    public var progress: [Double]
    /// Finish or cancel when the finger lets go.
    public var release: Release
    /// Seconds the finger takes to move to each value.
    public var drag: Double
    /// Seconds each value is held.
    public var hold: Double

    /// Creates a drag.
    public init(
        id: String, progress: [Double], release: Release = .finish, drag: Double = Self.defaultDrag,
        hold: Double = Self.defaultHold
    ) {
        self.id = id
        self.progress = progress
        self.release = release
        self.drag = drag
        self.hold = hold
    }

    /// When the finger lets go, in seconds after the drag began.
    public var releaseTime: Double {
        Double(progress.count) * (drag + hold)
    }

    /// The fraction the finger holds the transition at, `elapsed` seconds after the drag began (the last
    /// value from ``releaseTime`` on).
    public func progress(at elapsed: Double) -> Double {
        let step = drag + hold
        guard step > 0 else { return progress.last ?? 0 }
        let index = max(0, Int(saturating: (elapsed / step).rounded(.down)))
        guard index < progress.count else { return progress.last ?? 0 }
        let previous = index == 0 ? 0 : progress[index - 1]
        let target = progress[index]
        let moved = elapsed - Double(index) * step
        guard drag > 0, moved < drag else { return target }
        return previous + (target - previous) * max(0, moved) / drag
    }
}
