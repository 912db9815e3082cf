extension Window {
    /// Acts out finger events, in order: for each step the clock advances by its delay (running whatever
    /// falls due, as ``advance(by:)``), then the touch is delivered to the gesture recognizers it reaches
    /// and their targets run. Not in UIKit, where touches come from the screen.
    ///
    /// A touch coming down is hit-tested with `hitTest(_:with:)` (hidden, non-interactive and transparent
    /// views are skipped); the recognizers of the hit view and its ancestors take part. Touches may stay
    /// down between calls: send a touch down and some moves, look at the window, then send the rest. A
    /// step for a finger that is not down (or a second touch down for one that is) is ignored, as is a step
    /// at a non-finite place.
    public func sendTouches(_ steps: [TouchStep]) {
        for step in steps {
            advance(by: step.delay.isFinite ? max(0, step.delay) : 0)
            withCurrent { touchDispatcher.deliver(step, in: self) }
        }
    }

    /// A quick tap at `point` (window coordinates): touch down, then lift 0.05 s later in the same place.
    public func tap(at point: Point) {
        sendTouches([.began(at: point), .ended(at: point, after: 0.05)])
    }

    /// A straight one-finger drag from `start` to `end` (window coordinates), moving in `steps` even steps
    /// over `duration` seconds of the window's clock, then lifting at `end` (see
    /// ``TouchStep/drag(from:to:duration:steps:lift:finger:)``).
    public func drag(from start: Point, to end: Point, duration: Double, steps: Int = 10) {
        sendTouches(TouchStep.drag(from: start, to: end, duration: duration, steps: steps))
    }
}
