/// One running (or finished) change of one property of one view, on its window's virtual clock (or on
/// an interactive transition's timeline, which maps clock time to the time the animation shows).
struct PropertyAnimation {
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let startTime: Double
    let duration: Double
    let curve: TimingCurve
    /// The interactive transition's timeline, when a gesture drives this animation.
    let timeline: AnimationTimeline?
    /// The block that recorded the animation (for its completion when the animation is cut short). Weak:
    /// the window's scheduled completion keeps the block alive while it runs, and a completion that
    /// captures the animated view must not keep that view alive through its own animation.
    weak var transaction: AnimationTransaction?
    /// Whether the animation moves linearly while its timeline is paused and, once playing again, runs its
    /// curve over the rest of the way (a property animator's `scrubsLinearly`).
    var scrubsLinearly = false

    /// The end time on the animation's own time base.
    var endTime: Double { startTime + duration }

    /// The animation's own time at clock time `clock`.
    func localTime(at clock: Double) -> Double {
        timeline?.effectiveTime(at: clock) ?? clock
    }

    /// Whether the animation is over at clock time `clock` (an animation on a timeline is over only when
    /// its transition finished or was cancelled).
    func hasEnded(at clock: Double) -> Bool {
        if let timeline, case .ended = timeline.state { return true }
        if timeline != nil { return false }
        return endTime < clock
    }

    /// The value shown at clock time `clock`, whose own time is `local`.
    func value(atClock clock: Double, local: Double) -> AnimatableValue {
        guard scrubsLinearly, let timeline, duration > 0 else { return value(at: local) }
        let linear = segmentFraction(atLocal: local)
        guard case .playing(let from, _, let target, _) = timeline.state else {
            return interpolated(progress: linear)
        }
        let start = segmentFraction(atLocal: timeline.start + from * timeline.duration)
        let end = segmentFraction(atLocal: timeline.start + target * timeline.duration)
        guard abs(end - start) > 1e-12 else { return interpolated(progress: linear) }
        let travelled = min(1, max(0, (linear - start) / (end - start)))
        return interpolated(progress: start + (end - start) * curve.progress(atFraction: travelled))
    }

    /// Where `local` falls in the animation, 0…1.
    private func segmentFraction(atLocal local: Double) -> Double {
        min(1, max(0, (local - startTime) / duration))
    }

    private func interpolated(progress: Double) -> AnimatableValue {
        from.interpolated(to: to, progress: progress)
    }

    /// The value at time `time` of the animation's own time base.
    func value(at time: Double) -> AnimatableValue {
        if time <= startTime { return from }
        if duration <= 0 || time >= endTime { return to }
        return from.interpolated(to: to, progress: curve.progress(atFraction: (time - startTime) / duration))
    }
}
