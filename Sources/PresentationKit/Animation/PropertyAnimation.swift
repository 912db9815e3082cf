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

    /// The value at time `time` of the animation's own time base.
    func value(at time: Double) -> AnimatableValue {
        if time <= startTime { return from }
        if duration <= 0 || time >= endTime { return to }
        return from.interpolated(to: to, progress: curve.progress(atFraction: (time - startTime) / duration))
    }
}
