import Foundation

/// A timer that fires once per display frame on the window's virtual clock, as Core Animation's
/// `CADisplayLink`: added to a run loop it calls its handler at every frame boundary (1/60 s, or
/// ``preferredFramesPerSecond``) with ``timestamp`` the frame's time and ``targetTimestamp`` the next one's, until
/// it is paused or invalidated.
///
/// Differs from Core Animation:
/// - There is no `init(target:selector:)`: `#selector` needs the Objective-C runtime. ``init(handler:)`` is the
///   Linux form; keep the selector form for Apple platforms behind `#if canImport(ObjectiveC)`.
/// - The frames are the clock of the window that is current when the link is added (``Window/current``); the run
///   loop and mode are accepted and do not matter.
/// - ``Window/runUntilIdle()`` runs the ticks that fall due while it waits for transitions and animations, but
///   never waits for a display link itself (one that runs never ends); ``Window/advance(by:)`` runs every tick
///   in the time it covers.
open class DisplayLink: NSObject {
    /// The time of the frame being shown, on the window's clock (zero until the first tick).
    open private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame: when what the handler draws now appears.
    open private(set) var targetTimestamp: TimeInterval = 0
    /// The time between frames at the current rate.
    open var duration: TimeInterval { 1 / Double(framesPerSecond) }
    /// Whether ticks are suspended (default `false`); setting it back to `false` resumes at the next frame.
    open var isPaused = false {
        didSet { if !isPaused { scheduleNextTick() } }
    }
    /// The frames per second the handler is called at; 0 (the default) means the display's rate, 60 here.
    /// Values are rounded down to a divisor of 60, as on a 60 Hz display.
    open var preferredFramesPerSecond = 0
    /// Frames between calls (deprecated in UIKit since iOS 10): 1 means every frame.
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { max(1, 60 / framesPerSecond) }
        set { preferredFramesPerSecond = 60 / max(1, newValue) }
    }

    private var handler: ((DisplayLink) -> Void)?
    private weak var clockWindow: Window?
    /// Counts schedules, so that a tick left over from before a pause or a re-add does nothing.
    private var generation = 0

    /// A display link that calls `handler` at every frame once added to a run loop: the Linux form of
    /// `init(target:selector:)`. Like the target of UIKit's link, the handler is kept until ``invalidate()``.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Starts the ticks on the clock of the current window.
    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil, let window = Window.current else { return }
        clockWindow = window
        scheduleNextTick()
    }

    /// Stops the ticks (the link can be added again).
    open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        clockWindow = nil
        generation += 1
    }

    /// Stops the ticks for good and releases the handler.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        handler = nil
    }

    private var framesPerSecond: Int {
        guard preferredFramesPerSecond > 0, preferredFramesPerSecond < 60 else { return 60 }
        return 60 / Int((60 / Double(preferredFramesPerSecond)).rounded(.up))
    }

    /// Schedules the handler at the next frame boundary after the clock (frames fall on multiples of
    /// ``duration`` of clock time, as vsyncs do).
    private func scheduleNextTick() {
        guard let window = clockWindow, !isPaused, handler != nil else { return }
        generation += 1
        let ticket = generation
        let frame = duration
        // The small allowance keeps a tick at k × frame from landing on frame k again through rounding.
        let next = ((window.clock / frame + 1e-6).rounded(.down) + 1) * frame
        window.scheduleFrameCallback(at: next, label: "display link") { [self] in
            guard ticket == generation, !isPaused, let handler else { return }
            timestamp = next
            targetTimestamp = next + frame
            handler(self)
            if ticket == generation { scheduleNextTick() }
        }
    }
}
