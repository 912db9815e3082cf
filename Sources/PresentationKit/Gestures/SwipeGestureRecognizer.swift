import Foundation

/// Recognizes a swipe, as `UISwipeGestureRecognizer`: ``numberOfTouchesRequired`` fingers move mostly along
/// one of the permitted ``direction``s, far enough and quickly enough. Discrete: it goes straight to `.ended`
/// once the movement qualifies, and fails when the fingers lift before it does, take too long or stray.
///
/// Differs from UIKit: UIKit's thresholds are private and it trades precision for distance (a slow swipe
/// must be straighter, a fast one longer); here one rule applies, with the estimates in `GestureDefaults`:
/// at least `GestureDefaults.swipeMinimumDistance` points along the direction within
/// `GestureDefaults.swipeMaximumDuration` seconds, with the sideways movement under half of it.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Creates a recognizer that calls `handler`, with the recognizer, at each step of its gesture.
    public convenience init(handler: @escaping (SwipeGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// The directions a swipe may go, with UIKit's bits (`UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A direction from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right edge.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left edge.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards the top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards the bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`, as UIKit).
    open var direction: Direction = .right
    /// How many fingers the swipe needs (default 1).
    open var numberOfTouchesRequired = 1

    /// Where the touches' centroid was and when, at touch-down.
    private var start: (location: Point, time: Double)?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if activeTouches.count > numberOfTouchesRequired {
            request(.failed)
            return
        }
        start = (location(in: nil), touches.map(\.timestamp).max() ?? 0)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        evaluate(at: touches.map(\.timestamp).max() ?? 0)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        evaluate(at: touches.map(\.timestamp).max() ?? 0)
        if state == .possible, requestedState == nil { request(.failed) }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    /// Recognizes when the movement qualifies, fails when it can no longer.
    private func evaluate(at time: Double) {
        guard let start, requestedState == nil else { return }
        if time - start.time > GestureDefaults.swipeMaximumDuration {
            request(.failed)
            return
        }
        guard activeTouches.count == numberOfTouchesRequired else { return }
        let now = location(in: nil)
        let (dx, dy) = (now.x - start.location.x, now.y - start.location.y)
        let candidates: [(Direction, Double, Double)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        let qualifies = candidates.contains { candidate, along, across in
            direction.contains(candidate) && along >= GestureDefaults.swipeMinimumDistance && across < along / 2
        }
        if qualifies { request(.recognized) }
    }
}
