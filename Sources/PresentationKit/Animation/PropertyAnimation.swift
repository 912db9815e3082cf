/// One running (or finished) change of one property of one view, on its window's virtual clock.
struct PropertyAnimation: Sendable {
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let startTime: Double
    let duration: Double
    let curve: TimingCurve

    /// The end time on the clock.
    var endTime: Double { startTime + duration }

    /// The value at clock time `time`.
    func value(at time: Double) -> AnimatableValue {
        if time <= startTime { return from }
        if duration <= 0 || time >= endTime { return to }
        return from.interpolated(to: to, progress: curve.progress(atFraction: (time - startTime) / duration))
    }
}
