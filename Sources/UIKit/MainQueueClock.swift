import Dispatch
import PresentationKit

extension DispatchQueue {
    /// Runs `work` after `deadline`, as Dispatch's `asyncAfter(deadline:execute:)`; on the main queue, with a
    /// window current on this thread (`Window.current`), on that window's virtual clock.
    ///
    /// UIKit code often builds or animates part of a screen a moment later
    /// (`DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { … }`). Here nothing runs the main queue
    /// between a test's steps, so the work is queued on the window's clock for the same delay instead:
    /// `Window.advance(by:)` and `Window.runUntilIdle()` run it when its
    /// time comes, in order with transitions and animations, and snapshots see it. Work for any other queue,
    /// or when no window is current, goes to Dispatch unchanged.
    ///
    /// Differs from iOS: the work runs on the thread that advances the window's clock, and a deadline is
    /// read as a delay from the moment of the call.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        // Dispatch on Linux wraps the main queue in a new object on each `DispatchQueue.main`, so the queue is
        // recognised by its label.
        guard label == DispatchQueue.main.label, let window = Window.current else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
        // Rounded to the millisecond: the few microseconds between `.now() + delay` and this line are not
        // part of the delay the caller wrote.
        window.enqueue(after: (delay * 1000).rounded() / 1000, label: "DispatchQueue.main.asyncAfter", work)
    }
}
