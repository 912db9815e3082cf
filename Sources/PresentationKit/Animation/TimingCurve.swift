import Foundation

/// How an animation's progress runs over its duration: a cubic Bézier timing function or a spring.
///
/// The named Béziers are Core Animation's (`easeIn` = (0.42, 0, 1, 1), `easeOut` = (0, 0, 0.58, 1),
/// `easeInOut` = (0.42, 0, 0.58, 1)). Springs follow the closed-form solution of a damped harmonic
/// oscillator released at rest from 0 towards 1, as `UISpringTimingParameters(dampingRatio:)` with a
/// `response` (the period of the undamped oscillation); their duration is the settling time.
public enum TimingCurve: Hashable, Sendable, Codable {
    /// Constant speed.
    case linear
    /// Slow start.
    case easeIn
    /// Slow end.
    case easeOut
    /// Slow start and end (UIView's default).
    case easeInOut
    /// An arbitrary cubic Bézier from (0,0) to (1,1) with control points (x1, y1) and (x2, y2).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring with a damping ratio (1 = critically damped) and a response in seconds.
    case spring(dampingRatio: Double, response: Double, initialVelocity: Double)

    /// A spring whose motion fits `duration` (UIKit's duration-based spring animations): its response is
    /// `duration / 1.6`, so a critically damped spring settles within the duration.
    public static func spring(fittedTo duration: Double, dampingRatio: Double, initialVelocity: Double) -> TimingCurve {
        .spring(dampingRatio: dampingRatio, response: max(duration, 0.01) / 1.6, initialVelocity: initialVelocity)
    }

    /// A short name for traces: `linear`, `easeInOut`, `bezier(0.2,0.9,0.3,1)`, `spring(1,0.344)`.
    public var name: String {
        func number(_ value: Double) -> String { LayoutNumberFormat.compact(value) }
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return "bezier(\(number(x1)),\(number(y1)),\(number(x2)),\(number(y2)))"
        case .spring(let damping, let response, _):
            return "spring(\(number(damping)),\(LayoutNumberFormat.fixed(response, decimals: 3)))"
        }
    }

    /// The eased progress (0 at the start, 1 at the end; springs may overshoot) for a linear
    /// `fraction` of the animation's duration.
    public func progress(atFraction fraction: Double) -> Double {
        let t = min(1, max(0, fraction))
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(t, 0.42, 0, 1, 1)
        case .easeOut: return Self.bezier(t, 0, 0, 0.58, 1)
        case .easeInOut: return Self.bezier(t, 0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): return Self.bezier(t, x1, y1, x2, y2)
        case .spring(let damping, let response, let velocity):
            if t >= 1 { return 1 }
            return Self.spring(time: t * settlingTime, damping: damping, response: response, velocity: velocity)
        }
    }

    /// The time a spring needs to come within 0.1 % of rest; `nil` for Bézier curves, whose duration
    /// is given by the animation.
    public var settlingDuration: Double? {
        if case .spring = self { return settlingTime }
        return nil
    }

    private var settlingTime: Double {
        guard case .spring(let damping, let response, _) = self else { return 1 }
        let omega = 2 * Double.pi / max(response, 1e-6)
        let decay = max(min(damping, 1), 0.05) * omega
        return min(10, max(response, log(1000) / decay * (damping >= 1 ? 1.6 : 1)))
    }

    /// Solves x(s) = t for the Bézier parameter s by Newton's method with bisection fallback, then
    /// returns y(s).
    static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - t
            if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
            let derivative = slope(s, x1, x2)
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = t
        for _ in 0..<60 {
            let x = coordinate(s, x1, x2)
            if abs(x - t) < 1e-9 { break }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }

    /// Position (0 → 1) of a spring released from 0 with `velocity` (in units of the distance per
    /// second) after `time` seconds.
    static func spring(time: Double, damping: Double, response: Double, velocity: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 1e-6)
        let x0 = -1.0
        let v0 = velocity
        if damping < 1 {
            let damped = omega * (1 - damping * damping).squareRoot()
            let envelope = exp(-damping * omega * time)
            let displacement =
                envelope
                * (x0 * cos(damped * time)
                    + (v0 + damping * omega * x0) / damped * sin(damped * time))
            return 1 + displacement
        }
        if damping == 1 {
            return 1 + (x0 + (v0 + omega * x0) * time) * exp(-omega * time)
        }
        let root = (damping * damping - 1).squareRoot()
        let r1 = -omega * (damping - root)
        let r2 = -omega * (damping + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        return 1 + c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }
}
