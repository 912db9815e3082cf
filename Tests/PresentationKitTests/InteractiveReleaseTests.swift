import PresentationKit
import Testing

/// What a page sheet does after the finger that drags it lets go. "Designing Fluid Interfaces" (WWDC 2018,
/// session 803) asks that the gesture's velocity carry into the animation that follows, with no jump in speed;
/// UIKit's sheets then settle on their spring (damping 1, response 0.344 s, `_UISheetPresentationMetrics`),
/// which eases into rest rather than stopping dead. `UISpringTimingParameters(dampingRatio:initialVelocity:)`
/// takes that velocity relative to the distance left.
@Suite struct InteractiveReleaseTests {
    /// A short step of the virtual clock for reading a speed (the spring's acceleration changes a one-frame
    /// difference by far more than a millisecond's).
    static let probe = 0.001
    static let frame = 1.0 / 60

    /// A drag of a presented page sheet, moved frame by frame on the window's clock.
    struct Drag {
        let window: Window
        let root: ViewController
        let interaction: PercentDrivenInteractiveTransition

        init() throws {
            let (window, root) = try Fixture.window("iphone-15-pro")
            let sheet = try Fixture.present(.pageSheet, on: root, in: window)
            self.window = window
            self.root = root
            interaction = try #require(sheet.presentationController?.beginInteractiveDismissal())
        }

        /// The sheet's top on screen now.
        func sheetTop() throws -> Double {
            try #require(window.renderTree().presented).frame.minY
        }

        /// Moves the finger from `start` to `end` in a straight drag of `duration` seconds, an update a frame;
        /// returns the finger's last speed in points per second.
        func move(from start: Double, to end: Double, over duration: Double) throws -> Double {
            let steps = Int((duration / frame).rounded())
            var previousTop = try sheetTop()
            var speed = 0.0
            for step in 1...steps {
                window.advance(by: frame)
                interaction.update(start + (end - start) * Double(step) / Double(steps))
                let top = try sheetTop()
                speed = (top - previousTop) / frame
                previousTop = top
            }
            return speed
        }

        /// The sheet's speed over the next millisecond, points per second (advances the clock).
        func speedNow() throws -> Double {
            let top = try sheetTop()
            window.advance(by: probe)
            return (try sheetTop() - top) / probe
        }
    }

    @Test("A sheet let go while moving down carries on at the finger's speed, then eases to a stop off screen")
    func finishCarriesTheFingersSpeed() throws {
        let drag = try Drag()
        _ = try drag.move(from: 0, to: 0.2, over: 0.2)
        let fingerSpeed = try drag.move(from: 0.2, to: 0.5, over: 0.25)
        #expect(fingerSpeed > 500, "the finger moves the sheet down fast: \(fingerSpeed) pt/s")
        drag.interaction.finish()
        let releaseSpeed = try drag.speedNow()
        #expect(abs(releaseSpeed - fingerSpeed) < 0.1 * fingerSpeed, "\(releaseSpeed) pt/s after \(fingerSpeed)")
        try expectEasesIntoRest(drag, fingerSpeed: fingerSpeed)
        #expect(drag.root.presentedViewController == nil)
    }

    @Test("A sheet let go while moving back up carries on at the finger's speed and settles where it started")
    func cancelCarriesTheFingersSpeed() throws {
        let drag = try Drag()
        let start = try drag.sheetTop()
        _ = try drag.move(from: 0, to: 0.6, over: 0.3)
        let fingerSpeed = try drag.move(from: 0.6, to: 0.4, over: 0.2)
        #expect(fingerSpeed < -300, "the finger moves the sheet back up: \(fingerSpeed) pt/s")
        drag.interaction.cancel()
        let releaseSpeed = try drag.speedNow()
        #expect(abs(releaseSpeed - fingerSpeed) < 0.1 * abs(fingerSpeed), "\(releaseSpeed) pt/s after \(fingerSpeed)")
        try expectEasesIntoRest(drag, fingerSpeed: fingerSpeed)
        #expect(drag.root.presentedViewController != nil)
        #expect(abs(try drag.sheetTop() - start) < 0.01)
    }

    @Test("A sheet let go after the finger held still starts from rest, then speeds up and eases out")
    func releaseFromRestEasesInAndOut() throws {
        let drag = try Drag()
        _ = try drag.move(from: 0, to: 0.5, over: 0.2)
        drag.window.advance(by: 0.25)
        drag.interaction.cancel()
        let startSpeed = try drag.speedNow()
        drag.window.advance(by: 0.1)
        let laterSpeed = try drag.speedNow()
        #expect(abs(startSpeed) < 0.1 * abs(laterSpeed), "starts at rest: \(startSpeed) then \(laterSpeed) pt/s")
        try expectEasesIntoRest(drag, fingerSpeed: laterSpeed)
    }

    /// Samples the rest of the release frame by frame: once past its fastest, the sheet only slows down (a
    /// critically damped spring), and the last frame before the transition ends moves at less than a
    /// hundredth of the finger's speed.
    private func expectEasesIntoRest(_ drag: Drag, fingerSpeed: Double) throws {
        var speeds: [Double] = []
        var top = try drag.sheetTop()
        while drag.window.isTransitioning, speeds.count < 120 {
            drag.window.advance(by: Self.frame)
            guard drag.window.isTransitioning, let next = drag.window.renderTree().presented?.frame.minY else { break }
            speeds.append((next - top) / Self.frame)
            top = next
        }
        #expect(speeds.count > 10, "the release takes more than a few frames")
        let last = try #require(speeds.last)
        #expect(abs(last) < 0.01 * abs(fingerSpeed), "still moving at \(last) pt/s when it ends")
        let magnitudes = speeds.map(abs)
        let fastest = try #require(magnitudes.indices.max { magnitudes[$0] < magnitudes[$1] })
        let slowing = magnitudes[fastest...]
        #expect(zip(slowing, slowing.dropFirst()).allSatisfy { $1 <= $0 + 1e-6 }, "speeds \(speeds)")
    }
}
