import Foundation

/// One finger on the screen during a touch sequence, as `UITouch`: where it is, where it was, when, and
/// which view it touched down in.
///
/// Created by the window from the ``TouchStep``s it is sent; one object per finger for the whole sequence,
/// updated in place as the finger moves (as UIKit does).
public final class Touch: NSObject {
    /// The stages of a touch, with UIKit's raw values (`UITouch.Phase`).
    public enum Phase: Int, Sendable, Hashable, Codable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but did not move since the last event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
    }

    /// The touch's current stage.
    public internal(set) var phase: Phase
    /// Clock time of the last change, in seconds on the window's virtual clock.
    public internal(set) var timestamp: Double
    /// The view the finger touched down in (the hit-test result).
    public internal(set) weak var view: View?
    /// The window of the touch.
    public internal(set) weak var window: Window?
    /// The number of quick taps in a row this touch belongs to (1 for a single tap).
    public internal(set) var tapCount: Int
    /// Where the finger is, in window coordinates.
    var locationInWindow: Point
    /// Where the finger was before the last move, in window coordinates.
    var previousLocationInWindow: Point

    init(at location: Point, time: Double, view: View?, window: Window, tapCount: Int) {
        phase = .began
        timestamp = time
        self.view = view
        self.window = window
        self.tapCount = tapCount
        locationInWindow = location
        previousLocationInWindow = location
    }

    /// Where the finger is, in `view`'s coordinates (the window's when `nil`).
    public func location(in view: View?) -> Point {
        GestureRecognizer.point(inWindow: locationInWindow, in: view)
    }

    /// Where the finger was before its last move, in `view`'s coordinates (the window's when `nil`).
    public func previousLocation(in view: View?) -> Point {
        GestureRecognizer.point(inWindow: previousLocationInWindow, in: view)
    }

    /// Moves the touch to a new stage and place at clock time `time`.
    func update(to phase: Phase, at location: Point, time: Double) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        timestamp = time
        self.phase = phase
    }
}
