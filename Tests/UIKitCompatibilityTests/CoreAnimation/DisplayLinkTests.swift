#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// `CADisplayLink` on the window's virtual clock. Expectations from Apple's `CADisplayLink` reference: the
    /// target is called once per display refresh once the link is added to a run loop; `timestamp` is the time
    /// of the last frame shown and `targetTimestamp` the next frame's (so their difference is the frame time,
    /// `duration`); `preferredFramesPerSecond` lowers the rate (0 means the display's maximum, 60 Hz here);
    /// `isPaused` suspends calls; `invalidate()` removes the link from all run loops and releases the target.
    @Suite struct DisplayLinkTests {
        private final class TickLog {
            var timestamps: [Double] = []
            var targets: [Double] = []
        }

        private func link(logging log: TickLog) -> CADisplayLink {
            CADisplayLink { link in
                log.timestamps.append(link.timestamp)
                log.targets.append(link.targetTimestamp)
            }
        }

        @Test func aLinkFiresOncePerFrameWithTheFramesTimes() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let log = TickLog()
            let displayLink = link(logging: log)
            displayLink.add(to: .main, forMode: .common)
            window.advance(by: 0.1)
            #expect(log.timestamps.count == 6, "six 60-Hz frames in 0.1 s")
            for (index, time) in log.timestamps.enumerated() {
                #expect(abs(time - Double(index + 1) / 60) < 1e-9)
                #expect(abs(log.targets[index] - time - displayLink.duration) < 1e-9)
            }
            #expect(abs(displayLink.duration - 1.0 / 60) < 1e-12)
            displayLink.invalidate()
        }

        @Test func aLowerPreferredRateSkipsFrames() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let log = TickLog()
            let displayLink = link(logging: log)
            displayLink.preferredFramesPerSecond = 30
            displayLink.add(to: .main, forMode: .default)
            window.advance(by: 0.2)
            #expect(log.timestamps.count == 6, "30 Hz: six frames in 0.2 s")
            #expect(abs(displayLink.duration - 1.0 / 30) < 1e-12)
            displayLink.invalidate()
        }

        @Test func pausingAndInvalidatingStopTheCalls() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let log = TickLog()
            weak var released: CADisplayLink?
            do {
                let displayLink = link(logging: log)
                released = displayLink
                displayLink.add(to: .main, forMode: .common)
                window.advance(by: 0.05)
                #expect(log.timestamps.count == 3)
                displayLink.isPaused = true
                window.advance(by: 0.1)
                #expect(log.timestamps.count == 3, "no calls while paused")
                displayLink.isPaused = false
                window.advance(by: 0.05)
                #expect(log.timestamps.count == 6, "resumed at the next frames")
                displayLink.invalidate()
                window.advance(by: 0.1)
                #expect(log.timestamps.count == 6, "no calls after invalidate()")
            }
            #expect(released == nil, "an invalidated link is no longer kept by the clock")
        }

        /// A running link never ends by itself, so waiting for idle must not wait for it, yet the frames that
        /// pass while a presentation animates reach it.
        @Test func runUntilIdleRunsTicksDuringATransitionAndDoesNotWaitForTheLink() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let root = UIViewController()
            window.rootViewController = root
            window.runUntilIdle()
            let log = TickLog()
            let displayLink = link(logging: log)
            displayLink.add(to: .main, forMode: .common)
            let start = window.clock
            root.present(UIViewController(), animated: true)
            window.runUntilIdle()
            let elapsed = window.clock - start
            #expect(elapsed > 0.2 && elapsed < 1, "stopped when the presentation ended: \(elapsed) s")
            #expect(abs(Double(log.timestamps.count) - (elapsed * 60).rounded(.down)) <= 1)
            displayLink.invalidate()
        }
    }
#endif
