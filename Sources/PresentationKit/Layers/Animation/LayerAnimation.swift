import Foundation
import WholeNumbers

/// An animation of a layer's properties on the window's virtual clock, as Core Animation's `CAAnimation` (its
/// name under `import UIKit`). Add one with ``Layer/add(_:forKey:)``; it shows from its ``beginTime`` (now,
/// when 0) for ``duration`` seconds (0.25 when 0, as Core Animation), repeated and reversed as asked, then is
/// removed unless ``isRemovedOnCompletion`` is off and ``fillMode`` holds its end.
///
/// Differs from Core Animation: the layer keeps the animation object itself rather than a copy, so changing
/// it after adding it changes what shows; ``speed`` and ``timeOffset`` apply to the animation only (layers
/// have no time space of their own).
open class LayerAnimation: NSObject {
    /// Seconds one cycle takes (`duration`); 0 means Core Animation's default of 0.25 s.
    open var duration: Double = 0
    /// When the animation starts, in clock time (`beginTime`, as `CACurrentMediaTime() + delay`); 0: when
    /// it is added. Inside a group, seconds after the group starts.
    open var beginTime: Double = 0
    /// Seconds into the animation at which it starts showing (`timeOffset`).
    open var timeOffset: Double = 0
    /// How many times the cycle plays (`repeatCount`; 0 plays once; `.infinity` forever).
    open var repeatCount: Float = 0
    /// How long the repeats last in all, in seconds (`repeatDuration`; 0: set by ``repeatCount``).
    open var repeatDuration: Double = 0
    /// Whether each cycle plays back after playing forward (`autoreverses`).
    open var autoreverses = false
    /// How fast the animation's time runs against the clock (`speed`, 1).
    open var speed: Float = 1
    /// What shows outside the active time (`fillMode`): `.forwards` holds the end, `.backwards` the start.
    open var fillMode: MediaTimingFillMode = .removed
    /// Whether the layer removes the animation when it ends (`isRemovedOnCompletion`, on by default).
    open var isRemovedOnCompletion = true
    /// The pacing of each cycle (`timingFunction`); `nil`: linear.
    open var timingFunction: MediaTimingFunction?
    /// Told when the animation starts and stops (`delegate`; held strongly, as Core Animation does).
    open var delegate: LayerAnimationDelegate?

    /// An animation with the defaults.
    public override init() {
        super.init()
    }

    /// The duration in effect: 0.25 s when none was set.
    var cycleDuration: Double { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// The seconds the animation is active for: its cycles, repeats and reversals.
    var activeDuration: Double {
        let cycle = cycleDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isFinite ? cycle * count : .infinity
    }

    /// The key paths this animation changes.
    var animatedKeyPaths: [String] { [] }

    /// What the animation shows for `keyPath` `localTime` seconds after it began (its own time, before
    /// ``speed`` and ``timeOffset``); `nil` when it shows nothing for that key path then.
    func sample(keyPath: String, localTime: Double) -> LayerAnimationSample? { nil }

    /// The fraction 0…1 of a cycle (after reversal and the timing function) at `localTime`, or `nil` when
    /// the animation shows nothing then.
    func cycleProgress(localTime: Double) -> Double? {
        let time = localTime * Double(speed) + timeOffset
        let active = activeDuration
        let holdsStart = fillMode == .backwards || fillMode == .both
        let holdsEnd = fillMode == .forwards || fillMode == .both
        if time < 0 { return holdsStart ? pacedProgress(0) : nil }
        if time >= active {
            guard holdsEnd, active.isFinite else { return nil }
            return pacedProgress(endFraction(active: active))
        }
        return pacedProgress(fraction(at: time))
    }

    /// Where in its cycle the animation is at `time` (reversed on the way back).
    private func fraction(at time: Double) -> Double {
        let cycle = cycleDuration
        let period = autoreverses ? 2 * cycle : cycle
        let within = time.truncatingRemainder(dividingBy: period)
        return within <= cycle ? within / cycle : 2 - within / cycle
    }

    /// Where the animation ends: 1, or 0 when it ends on a reversal.
    private func endFraction(active: Double) -> Double {
        let cycles = active / cycleDuration
        let whole = cycles.rounded(.down)
        let partial = cycles - whole
        guard autoreverses else { return partial > 1e-9 ? partial : 1 }
        let onWayBack = Int(saturating: whole) % 2 == 1
        if partial < 1e-9 { return onWayBack ? 1 : 0 }
        return onWayBack ? 1 - partial : partial
    }

    /// The fraction through the timing function.
    func pacedProgress(_ fraction: Double) -> Double {
        timingFunction?.curve.progress(atFraction: fraction) ?? fraction
    }
}

/// What an animation shows for one key path at one instant: the values it runs between and how far along
/// it is. A `nil` end takes the layer's model value, as Core Animation's `fromValue`/`toValue`.
struct LayerAnimationSample {
    var from: Any?
    var to: Any?
    var by: Any?
    var progress: Double
    var isAdditive = false
}

/// Told when a layer animation starts and stops (`CAAnimationDelegate`); both methods do nothing by default.
public protocol LayerAnimationDelegate: AnyObject {
    /// The animation started showing.
    func animationDidStart(_ animation: LayerAnimation)
    /// The animation ended (`finished`) or was removed before its end.
    func animationDidStop(_ animation: LayerAnimation, finished: Bool)
}

extension LayerAnimationDelegate {
    public func animationDidStart(_ animation: LayerAnimation) {}
    public func animationDidStop(_ animation: LayerAnimation, finished: Bool) {}
}

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after.
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the end (with `isRemovedOnCompletion` off).
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before a later ``LayerAnimation/beginTime``.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = MediaTimingFillMode(rawValue: "both")
}

/// An animation of one key path (`CAPropertyAnimation`).
open class LayerPropertyAnimation: LayerAnimation {
    /// The animated property (`keyPath`): `opacity`, `position`, `position.x`, `bounds`, `bounds.size`,
    /// `transform`, `transform.scale`, `transform.rotation.z`, `transform.translation.y`, `cornerRadius`,
    /// `backgroundColor`, `shadowOpacity`, and a shape layer's `strokeStart`, `strokeEnd`, `lineWidth`,
    /// `fillColor`, `strokeColor` and `path`. Other key paths are kept and show nothing.
    open var keyPath: String?
    /// Whether the values add to the model value (`isAdditive`).
    open var isAdditive = false
    /// Whether repeats build on the previous one's end (`isCumulative`): kept, not modelled.
    open var isCumulative = false

    /// An animation with the defaults.
    public override init() {
        super.init()
    }

    /// An animation of `keyPath` (`CAPropertyAnimation(keyPath:)`).
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }
}

/// An animation from one value to another (`CABasicAnimation`): ``fromValue`` to ``toValue``, or by
/// ``byValue``; a missing end is the layer's model value.
open class LayerBasicAnimation: LayerPropertyAnimation {
    /// The start value (`fromValue`); `nil`: the model value (or `toValue − byValue`).
    open var fromValue: Any?
    /// The end value (`toValue`); `nil`: the model value (or `fromValue + byValue`).
    open var toValue: Any?
    /// The change (`byValue`), used when one end is missing.
    open var byValue: Any?

    override func sample(keyPath: String, localTime: Double) -> LayerAnimationSample? {
        guard keyPath == self.keyPath, let progress = progress(localTime: localTime) else { return nil }
        return LayerAnimationSample(
            from: fromValue, to: toValue, by: byValue, progress: progress, isAdditive: isAdditive)
    }

    /// The progress at `localTime` (a spring overrides it).
    func progress(localTime: Double) -> Double? {
        cycleProgress(localTime: localTime)
    }
}

/// A spring-driven basic animation (`CASpringAnimation`): the progress follows a damped spring with
/// ``mass``, ``stiffness``, ``damping`` and ``initialVelocity``, in real seconds, for `duration`.
open class LayerSpringAnimation: LayerBasicAnimation {
    /// The mass on the spring (`mass`, 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (`stiffness`, 100).
    open var stiffness: CGFloat = 100
    /// The damping (`damping`, 10).
    open var damping: CGFloat = 10
    /// The starting velocity, in distances per second (`initialVelocity`, 0).
    open var initialVelocity: CGFloat = 0
    /// Whether a damping ratio above 1 is honoured (`allowsOverdamping`; off, on after
    /// ``init(perceptualDuration:bounce:)``): kept, as springs here always use their damping as given.
    open var allowsOverdamping = false

    /// A spring with Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// A spring that settles in about `perceptualDuration` with `bounce` (−1…1, 0 none), as iOS 17's
    /// `init(perceptualDuration:bounce:)`: mass 1, stiffness (2π / duration)², damping from the bounce, and
    /// ``allowsOverdamping`` on (as Core Animation sets it), so a negative bounce gives an overdamped spring.
    public init(perceptualDuration: Double, bounce: Double) {
        super.init()
        let response = max(perceptualDuration, 0.01)
        stiffness = pow(2 * .pi / response, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / response
        allowsOverdamping = true
        duration = settlingDuration
    }

    /// The pace of the spring, in seconds (`perceptualDuration`): the period of the undamped spring that
    /// ``mass`` and ``stiffness`` make, so the value ``init(perceptualDuration:bounce:)`` was given (at least
    /// 0.01 s).
    open var perceptualDuration: Double { response }

    /// How bouncy the spring is (`bounce`): 0 for critical damping, up to 1 for less damping, down to −1 for
    /// more, read from ``mass``, ``stiffness`` and ``damping`` as ``init(perceptualDuration:bounce:)`` maps it.
    open var bounce: CGFloat {
        let ratio = dampingRatio
        guard ratio.isFinite, ratio > 0 else { return ratio == 0 ? 1 : 0 }
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The damping ratio: 1 settles without overshoot.
    private var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The period of the undamped spring, in seconds.
    private var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }

    /// The time the spring needs to come to rest (`settlingDuration`).
    open var settlingDuration: Double {
        TimingCurve.spring(dampingRatio: dampingRatio, response: response, initialVelocity: initialVelocity)
            .settlingDuration ?? 0
    }

    override func progress(localTime: Double) -> Double? {
        guard cycleProgress(localTime: localTime) != nil else { return nil }
        let time = min(max(0, localTime * Double(speed) + timeOffset), activeDuration)
        guard stiffness > 0, mass > 0 else { return 1 }
        return TimingCurve.spring(time: time, damping: dampingRatio, response: response, velocity: initialVelocity)
    }
}

/// An animation through a list of values (`CAKeyframeAnimation`): ``values`` at ``keyTimes`` (evenly
/// spaced when `nil`), each segment paced by its ``timingFunctions`` entry.
///
/// Differs from Core Animation: `.paced` and `.cubic` calculation modes step linearly between the values, and a
/// motion path (`path`, under `import QuartzCore`) is followed along its flattened outline.
open class LayerKeyframeAnimation: LayerPropertyAnimation {
    /// The values (`values`).
    open var values: [Any]?
    /// When each value is reached, 0…1 of the duration (`keyTimes`).
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment (`timingFunctions`).
    open var timingFunctions: [MediaTimingFunction]?
    /// How values between the keyframes are found (`calculationMode`).
    open var calculationMode: KeyframeCalculationMode = .linear
    /// The motion path for a point property (`path` under `import QuartzCore`).
    package var motionPath: Path?

    override func sample(keyPath: String, localTime: Double) -> LayerAnimationSample? {
        guard keyPath == self.keyPath, let progress = cycleProgress(localTime: localTime) else { return nil }
        if let motionPath, let point = Self.point(on: motionPath, at: progress) {
            return LayerAnimationSample(from: point, to: point, progress: 1, isAdditive: isAdditive)
        }
        guard let values, !values.isEmpty else { return nil }
        let times = keyframeTimes(count: values.count)
        let next = times.firstIndex { $0 > progress } ?? values.count
        guard next > 0, next < values.count else {
            return LayerAnimationSample(
                from: values[max(0, min(next, values.count - 1))], to: nil, progress: 0, isAdditive: isAdditive)
        }
        let start = times[next - 1]
        let span = times[next] - start
        var fraction = span > 0 ? (progress - start) / span : 1
        if calculationMode == .discrete { fraction = 0 }
        if let functions = timingFunctions, next - 1 < functions.count {
            fraction = functions[next - 1].curve.progress(atFraction: fraction)
        }
        return LayerAnimationSample(
            from: values[next - 1], to: values[next], progress: fraction, isAdditive: isAdditive)
    }

    /// The key times given (when they match the values), else evenly spaced ones.
    private func keyframeTimes(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count { return keyTimes.map(\.doubleValue) }
        guard count > 1 else { return [0] }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The point `fraction` of the way along `path`.
    private static func point(on path: Path, at fraction: Double) -> Point? {
        let clamped = min(max(fraction, 0), 1)
        if clamped == 0, case .move(let start)? = path.elements.first { return start }
        return path.trimmed(from: 0, to: clamped).currentPoint
    }

    /// An animation with the defaults.
    public override init() {
        super.init()
    }
}

/// How a keyframe animation finds the values between its keyframes (`CAAnimationCalculationMode`).
public struct KeyframeCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between the values.
    public static let linear = KeyframeCalculationMode(rawValue: "linear")
    /// Each value until the next key time.
    public static let discrete = KeyframeCalculationMode(rawValue: "discrete")
    /// An even speed over the whole path (stepped linearly here).
    public static let paced = KeyframeCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (stepped linearly here).
    public static let cubic = KeyframeCalculationMode(rawValue: "cubic")
    /// Paced and smooth (stepped linearly here).
    public static let cubicPaced = KeyframeCalculationMode(rawValue: "cubicPaced")
}

/// Several animations run together on the group's time (`CAAnimationGroup`); each child's `beginTime` is
/// seconds after the group starts, and the group's `duration` cuts them off.
open class LayerAnimationGroup: LayerAnimation {
    /// The animations (`animations`).
    open var animations: [LayerAnimation]?

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func sample(keyPath: String, localTime: Double) -> LayerAnimationSample? {
        guard let groupTime = groupTime(localTime: localTime) else { return nil }
        return (animations ?? []).reversed().lazy.compactMap {
            $0.sample(keyPath: keyPath, localTime: groupTime - $0.beginTime)
        }.first
    }

    /// The group's own time at `localTime`, or `nil` when the group shows nothing.
    private func groupTime(localTime: Double) -> Double? {
        guard let fraction = cycleProgress(localTime: localTime) else { return nil }
        return fraction * cycleDuration
    }
}
