import Foundation

/// Recognizes a drag, as `UIPanGestureRecognizer`: it begins once the touches have moved `hysteresis`
/// points from where they came down, changes with every move and ends when the last finger lifts (it fails
/// if they lift before it began).
///
/// ``translation(in:)`` is measured from where the touches came down, so it already holds the hysteresis
/// distance at `.began` and content moved by it stays under the finger (UIKit does not document which
/// point it measures from); it stays continuous when fingers are added or lifted. ``velocity(in:)`` is the
/// speed of the last movement on the window's virtual clock.
///
/// Differs from UIKit: the velocity comes from the two most recent samples only (UIKit smooths over a few;
/// for a steady drag both give the same value); a pause before lifting gives zero velocity at the end.
open class PanGestureRecognizer: GestureRecognizer {
    /// Creates a recognizer that calls `handler`, with the recognizer, at each step of its gesture.
    public convenience init(handler: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// The fewest fingers that may pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan (default `Int.max`); more fingers make a possible pan fail.
    open var maximumNumberOfTouches = Int.max
    /// How far (points) the touches move before the pan begins: 10 by default, UIKit's private
    /// `_defaultHysteresis`. Not public in UIKit.
    package var hysteresis = GestureDefaults.panHysteresis

    /// The point translations are measured from, in window coordinates.
    private var anchor: Point = .zero
    /// The centroid at the previous delivery, in window coordinates.
    private var previousCentroid: Point = .zero
    /// The last two centroids with their clock times, oldest first.
    private var samples: [(location: Point, time: Double)] = []

    /// How far the touches have moved since they came down (or since ``setTranslation(_:in:)``), in
    /// `view`'s coordinates (the window's when `nil`).
    open func translation(in view: View?) -> Point {
        let now = location(in: view)
        let start = Self.point(inWindow: anchor, in: view)
        return Point(x: now.x - start.x, y: now.y - start.y)
    }

    /// Makes ``translation(in:)`` read `translation` now; later movement adds to it.
    open func setTranslation(_ translation: Point, in view: View?) {
        let now = location(in: view)
        let start = Point(x: now.x - translation.x, y: now.y - translation.y)
        anchor = view?.convert(start, to: nil) ?? start
    }

    /// The speed of the last movement, points per second, in `view`'s coordinates (the window's when `nil`).
    open func velocity(in view: View?) -> Point {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let start = Self.point(inWindow: first.location, in: view)
        let end = Self.point(inWindow: last.location, in: view)
        let elapsed = last.time - first.time
        return Point(x: (end.x - start.x) / elapsed, y: (end.y - start.y) / elapsed)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        let count = activeTouches.count
        if count == touches.count {
            anchor = location(in: nil)
        } else {
            keepTranslationAcrossFingerChange()
        }
        if state == .possible, count > maximumNumberOfTouches { request(.failed) }
        restartSamples()
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        record(time: touches.map(\.timestamp).max() ?? 0)
        previousCentroid = location(in: nil)
        if isActive {
            request(.changed)
        } else if state == .possible, hasMovedEnoughToBegin {
            request(.began)
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard activeTouches.isEmpty else {
            keepTranslationAcrossFingerChange()
            restartSamples()
            if isActive { request(.changed) }
            return
        }
        record(time: touches.map(\.timestamp).max() ?? 0)
        request(isActive ? .ended : .failed)
    }

    open override func reset() {
        super.reset()
        samples = []
        anchor = .zero
    }

    /// Whether a possible pan may begin now: enough fingers, moved past the hysteresis, and (for
    /// subclasses) a start they accept.
    var hasMovedEnoughToBegin: Bool {
        let count = activeTouches.count
        guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return false }
        return GestureDefaults.distance(from: anchor, to: location(in: nil)) >= hysteresis
    }

    /// Moves the anchor by the jump of the centroid a finger change caused, so the translation is unchanged.
    private func keepTranslationAcrossFingerChange() {
        let now = location(in: nil)
        anchor = Point(x: anchor.x + now.x - previousCentroid.x, y: anchor.y + now.y - previousCentroid.y)
        previousCentroid = now
    }

    /// Starts velocity sampling again from the current centroid (after a finger change).
    private func restartSamples() {
        previousCentroid = location(in: nil)
        samples = [(previousCentroid, activeTouches.map(\.timestamp).max() ?? 0)]
    }

    /// Adds the current centroid as a velocity sample at `time`, keeping the last two; a sample at the same
    /// time as the previous one is ignored.
    private func record(time: Double) {
        if let last = samples.last, time <= last.time { return }
        samples = Array((samples + [(location(in: nil), time)]).suffix(2))
    }
}
