import Foundation

/// The kind of curve a ``TimingCurveProvider`` describes, as `UITimingCurveType`.
public enum TimingCurveType: Int, Hashable, Sendable {
    /// One of the named curves.
    case builtin = 0
    /// A cubic Bézier.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic Bézier and a spring together (the spring is used here).
    case composed = 3
}

/// Describes the timing of a ``ViewPropertyAnimator``, as `UITimingCurveProvider`.
public protocol TimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: TimingCurveType { get }
    /// The Bézier parameters, if any.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: SpringTimingParameters? { get }
}

extension TimingCurveProvider {
    /// The curve the animations follow: the spring when there is one, else the Bézier, else ease in-out.
    func timingCurve(forDuration duration: Double) -> TimingCurve {
        if let spring = springTimingParameters { return spring.timingCurve(forDuration: duration) }
        return cubicTimingParameters?.timingCurve ?? .easeInOut
    }
}

/// A cubic Bézier timing curve, as `UICubicTimingParameters`.
public final class CubicTimingParameters: NSObject, TimingCurveProvider {
    /// The named curve these parameters stand for (`.easeInOut` for custom control points, as UIKit).
    public let animationCurve: AnimationCurve
    /// The first control point.
    public let controlPoint1: Point
    /// The second control point.
    public let controlPoint2: Point

    /// Ease in-out, UIKit's default.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the named curves, with Core Animation's control points.
    public init(animationCurve curve: AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = Self.controlPoints(of: curve)
        super.init()
    }

    /// A curve through two control points (between (0, 0) and (1, 1)).
    public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    public var timingCurveType: TimingCurveType { .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    var timingCurve: TimingCurve {
        .cubicBezier(x1: controlPoint1.x, y1: controlPoint1.y, x2: controlPoint2.x, y2: controlPoint2.y)
    }

    private static func controlPoints(of curve: AnimationCurve) -> (Point, Point) {
        switch curve {
        case .linear: (Point(x: 0, y: 0), Point(x: 1, y: 1))
        case .easeIn: (Point(x: 0.42, y: 0), Point(x: 1, y: 1))
        case .easeOut: (Point(x: 0, y: 0), Point(x: 0.58, y: 1))
        case .easeInOut: (Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
        }
    }
}

/// A spring timing curve, as `UISpringTimingParameters`.
///
/// Given a damping ratio alone, the spring is fitted to the animator's duration (as UIKit does); given a
/// mass, stiffness and damping, or a perceptual duration and bounce, the spring's own settling time is the
/// duration and the animator's is ignored, as UIKit documents.
public final class SpringTimingParameters: NSObject, TimingCurveProvider {
    /// How quickly oscillation dies away: 1 settles without overshoot, below 1 bounces.
    public let dampingRatio: Double
    /// The initial velocity, in units of the animated distance per second.
    public let initialVelocity: Vector
    /// The period of the undamped oscillation, when the spring is physical rather than fitted to a duration.
    let response: Double?

    /// A critically damped spring fitted to the animator's duration.
    public override convenience init() {
        self.init(dampingRatio: 1)
    }

    /// A spring with `ratio`, fitted to the animator's duration.
    public init(dampingRatio ratio: Double, initialVelocity velocity: Vector = .zero) {
        dampingRatio = Self.clampedRatio(ratio)
        initialVelocity = velocity
        response = nil
        super.init()
    }

    /// A physical spring: a mass on a spring of `stiffness` with `damping`; its settling time is the duration.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity velocity: Vector) {
        let safeMass = max(mass, 1e-6)
        let safeStiffness = max(stiffness, 1e-6)
        dampingRatio = Self.clampedRatio(damping / (2 * (safeStiffness * safeMass).squareRoot()))
        response = 2 * Double.pi / (safeStiffness / safeMass).squareRoot()
        initialVelocity = velocity
        super.init()
    }

    /// A spring described by its perceptual duration (the response) and bounce (−1…1; 0 = critically
    /// damped), as iOS 17's `init(duration:bounce:initialVelocity:)`.
    public init(duration: Double, bounce: Double = 0, initialVelocity velocity: Vector = .zero) {
        let clampedBounce = min(1, max(-1, bounce.isFinite ? bounce : 0))
        dampingRatio = Self.clampedRatio(clampedBounce >= 0 ? 1 - clampedBounce : 1 / (1 + clampedBounce))
        response = max(duration.isFinite ? duration : 0, 0.01)
        initialVelocity = velocity
        super.init()
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// Whether the spring decides its own duration (a physical or perceptual spring).
    var hasOwnDuration: Bool { response != nil }

    func timingCurve(forDuration duration: Double) -> TimingCurve {
        let velocity = initialVelocity.dy != 0 ? initialVelocity.dy : initialVelocity.dx
        if let response {
            return .spring(dampingRatio: dampingRatio, response: response, initialVelocity: velocity)
        }
        return .spring(fittedTo: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
    }

    private static func clampedRatio(_ ratio: Double) -> Double {
        ratio.isFinite ? min(max(ratio, 0.01), 10) : 1
    }
}
