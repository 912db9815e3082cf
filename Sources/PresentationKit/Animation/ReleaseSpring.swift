/// The spring a released interaction runs on to its end: 0 → 1 with an initial velocity relative to the
/// distance (`UISpringTimingParameters(dampingRatio:initialVelocity:)`'s convention), so a finger that lets go
/// moving carries on at its own speed and eases into rest.
struct ReleaseSpring: Hashable {
    let dampingRatio: Double
    let response: Double
    /// The initial velocity in distances per second.
    let velocity: Double
    /// Seconds until the spring is within 0.1 % of rest and stays there (on a 1/60-s grid).
    let duration: Double

    /// The longest a release runs, seconds.
    static let longestDuration = 10.0
    private static let step = 1.0 / 60

    init(dampingRatio: Double, response: Double, velocity: Double) {
        self.dampingRatio = dampingRatio
        self.response = response
        self.velocity = velocity.isFinite ? velocity : 0
        var lastUnsettled = 0.0
        var time = 0.0
        while time < Self.longestDuration {
            let position = TimingCurve.spring(
                time: time, damping: dampingRatio, response: response, velocity: self.velocity)
            if abs(1 - position) >= 1e-3 { lastUnsettled = time }
            time += Self.step
        }
        duration = min(Self.longestDuration, lastUnsettled + Self.step)
    }

    /// How far the spring is `elapsed` seconds after the release (1 from ``duration`` on; may pass 1 on the
    /// way when under-damped or thrown hard).
    func progress(after elapsed: Double) -> Double {
        guard elapsed < duration else { return 1 }
        return TimingCurve.spring(
            time: max(0, elapsed), damping: dampingRatio, response: response, velocity: velocity)
    }
}
