/// The time base of an interactive transition's animations: held at a fraction while a gesture drives
/// it, then played to the end (finish) or back to the start (cancel) on the window's clock.
final class AnimationTimeline: @unchecked Sendable {
    // @unchecked: a timeline belongs to one window's transition and is used on that window's thread.
    enum State {
        case paused(fraction: Double)
        case playing(from: Double, at: Double, target: Double, speed: Double)
        /// Running to `target` along `spring`, which started at clock time `at`.
        case springing(from: Double, at: Double, target: Double, spring: ReleaseSpring)
        case ended(fraction: Double)
    }

    /// Clock time the transition started.
    let start: Double
    /// The transition's duration.
    let duration: Double
    private(set) var state: State = .paused(fraction: 0)
    /// Completions of animation blocks recorded on this timeline, run when playback ends.
    private var completions: [(Bool) -> Void] = []
    /// Model values before the transition, restored when it is cancelled.
    private var originalValues: [OriginalValue] = []

    /// A property's value before the transition. The view is held weakly: it holds this timeline through
    /// its animations, and a strong reference back would keep both alive for ever.
    private struct OriginalValue {
        weak var view: View?
        let property: AnimatableProperty
        let value: AnimatableValue
    }

    @TaskLocal static var current: AnimationTimeline?

    init(start: Double, duration: Double) {
        self.start = start
        self.duration = max(duration, 1e-6)
    }

    /// The fraction of the transition shown at clock time `clock`.
    func fraction(at clock: Double) -> Double {
        switch state {
        case .paused(let fraction), .ended(let fraction): return fraction
        case .playing(let from, let at, let target, let speed):
            let travelled = (clock - at) * speed / duration
            return target >= from ? min(target, from + travelled) : max(target, from - travelled)
        case .springing(let from, let at, let target, let spring):
            return min(1, max(0, from + (target - from) * spring.progress(after: clock - at)))
        }
    }

    /// The clock time the animations are evaluated at, for clock time `clock`.
    func effectiveTime(at clock: Double) -> Double {
        start + fraction(at: clock) * duration
    }

    /// Whether the animations wait for input (never end on their own).
    var isPaused: Bool {
        if case .paused = state { return true }
        return false
    }

    /// Holds the animations at `fraction`.
    func pause(at fraction: Double) {
        if case .ended = state { return }
        state = .paused(fraction: min(1, max(0, fraction)))
    }

    /// Plays from the current fraction to `target` (1 or 0) at `speed`; returns the clock time it arrives.
    func play(to target: Double, speed: Double, clock: Double) -> Double {
        let from = fraction(at: clock)
        let rate = max(speed, 1e-6)
        state = .playing(from: from, at: clock, target: target, speed: rate)
        return clock + abs(target - from) * duration / rate
    }

    /// Runs from the current fraction to `target` (1 or 0) along a spring of `dampingRatio` and `response`
    /// that starts at `velocity` (fractions per second), as `UISpringTimingParameters(dampingRatio:
    /// initialVelocity:)` does with the velocity divided by the distance left; returns the clock time it
    /// settles.
    func spring(
        to target: Double, dampingRatio: Double, response: Double, velocity: Double, clock: Double
    ) -> Double {
        let from = fraction(at: clock)
        let distance = target - from
        guard abs(distance) > 1e-9 else {
            state = .paused(fraction: target)
            return clock
        }
        let spring = ReleaseSpring(dampingRatio: dampingRatio, response: response, velocity: velocity / distance)
        state = .springing(from: from, at: clock, target: target, spring: spring)
        return clock + spring.duration
    }

    /// Ends playback at `target`: runs the recorded completions, and on cancel puts every animated
    /// property back to its value before the transition.
    func end(at target: Double) {
        state = .ended(fraction: target)
        if target < 1 { restoreOriginalValues() }
        originalValues = []
        let blocks = completions
        completions = []
        for block in blocks { block(true) }
    }

    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    /// Remembers a property's value from before its first change on this timeline.
    func recordOriginal(_ value: AnimatableValue, of property: AnimatableProperty, on view: View) {
        guard !originalValues.contains(where: { $0.view === view && $0.property == property }) else { return }
        originalValues.append(OriginalValue(view: view, property: property, value: value))
    }

    /// The views and properties animated on this timeline, with their values before it, for those views
    /// still alive.
    var recordedChanges: [(view: View, property: AnimatableProperty, original: AnimatableValue)] {
        originalValues.compactMap { entry in entry.view.map { ($0, entry.property, entry.value) } }
    }

    /// Ends the timeline where it stands at clock time `clock`: every property keeps the value on screen then
    /// as its model value, and the completions are dropped (a property animator stopped mid-way).
    func freeze(at clock: Double) {
        let onScreen = recordedChanges.map { change in
            (change, change.view.presentationValue(change.property, at: clock))
        }
        state = .ended(fraction: fraction(at: clock))
        completions = []
        originalValues = []
        for (change, value) in onScreen {
            change.view.animations.removeAll { $0.timeline === self && $0.property == change.property }
            if let value { View.performWithoutAnimation { change.view.setModelValue(value, of: change.property) } }
        }
    }

    private func restoreOriginalValues() {
        for entry in originalValues {
            guard let view = entry.view else { continue }
            view.animations.removeAll { $0.timeline === self && $0.property == entry.property }
            View.performWithoutAnimation { view.setModelValue(entry.value, of: entry.property) }
        }
        originalValues = []
    }
}
