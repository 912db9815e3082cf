/// One finger event for ``Window/sendTouches(_:)``: a phase, a place in window coordinates and the time
/// since the previous step on the window's virtual clock. Not in UIKit, where touches come from the screen.
///
/// ```swift
/// window.sendTouches([.began(at: start), .moved(to: middle, after: 0.1)])  // finger still down
/// let midDrag = window.renderTree()
/// window.sendTouches([.moved(to: end, after: 0.1), .ended(at: end, after: 0.016)])
/// ```
public struct TouchStep: Sendable, Hashable {
    /// What the finger does.
    public var phase: Touch.Phase
    /// Where, in window coordinates.
    public var location: Point
    /// Seconds the window's clock advances before the step (negative or non-finite counts as 0).
    public var delay: Double
    /// Which finger (steps with the same finger belong to one touch).
    public var finger: Int

    /// A step with every field given.
    public init(phase: Touch.Phase, location: Point, delay: Double = 0, finger: Int = 0) {
        self.phase = phase
        self.location = location
        self.delay = delay
        self.finger = finger
    }

    /// A finger touching down at `location`.
    public static func began(at location: Point, after delay: Double = 0, finger: Int = 0) -> TouchStep {
        TouchStep(phase: .began, location: location, delay: delay, finger: finger)
    }

    /// A finger down moving to `location`.
    public static func moved(to location: Point, after delay: Double, finger: Int = 0) -> TouchStep {
        TouchStep(phase: .moved, location: location, delay: delay, finger: finger)
    }

    /// A finger lifting at `location`.
    public static func ended(at location: Point, after delay: Double, finger: Int = 0) -> TouchStep {
        TouchStep(phase: .ended, location: location, delay: delay, finger: finger)
    }

    /// The system cancelling a finger's touch (an incoming call, say).
    public static func cancelled(at location: Point, after delay: Double = 0, finger: Int = 0) -> TouchStep {
        TouchStep(phase: .cancelled, location: location, delay: delay, finger: finger)
    }

    /// The steps of a straight drag: touch down at `start`, `steps` moves evenly spaced in place and time
    /// over `duration` seconds, and (when `lift` is true) a lift at `end` with the last move.
    public static func drag(
        from start: Point, to end: Point, duration: Double, steps: Int, lift: Bool = true, finger: Int = 0
    ) -> [TouchStep] {
        let count = max(1, steps)
        let interval = duration.isFinite ? max(0, duration) / Double(count) : 0
        let moves = (1...count).map { index in
            let fraction = Double(index) / Double(count)
            let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            return TouchStep.moved(to: point, after: interval, finger: finger)
        }
        let release = lift ? [TouchStep.ended(at: end, after: 0, finger: finger)] : []
        return [.began(at: start, finger: finger)] + moves + release
    }
}
