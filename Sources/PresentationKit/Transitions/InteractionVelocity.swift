/// The speed of the finger driving an interactive transition, in fractions of the transition per second,
/// from the fractions it was updated to and the clock times of those updates (the last movement, as a pan
/// gesture's velocity is).
struct InteractionVelocity {
    private var previous: (time: Double, fraction: Double)?
    private var latest: (time: Double, fraction: Double)?

    /// Notes that the finger is at `fraction` at clock time `time` (a later update at the same instant
    /// replaces the earlier one).
    mutating func record(_ fraction: Double, at time: Double) {
        if let latest, latest.time == time {
            self.latest = (time, fraction)
            return
        }
        previous = latest
        latest = (time, fraction)
    }

    /// The speed of the last movement at clock time `time`; 0 when the finger has not moved since longer
    /// than that movement took (it has been held still).
    func velocity(at time: Double) -> Double {
        guard let previous, let latest, latest.time > previous.time else { return 0 }
        let interval = latest.time - previous.time
        guard time - latest.time <= interval else { return 0 }
        return (latest.fraction - previous.fraction) / interval
    }
}
