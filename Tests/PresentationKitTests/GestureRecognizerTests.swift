import PresentationKit
import Testing

/// A window whose root view holds one 200 × 200 view at (50, 100), for driving recognizers.
private struct GestureStage {
    let window: Window
    let root: ViewController
    let target: View

    init() throws {
        window = try Window(device: "iphone-15-pro", era: .ios18)
        root = ViewController()
        window.rootViewController = root
        target = View(frame: Rect(x: 50, y: 100, width: 200, height: 200))
        root.view.addSubview(target)
    }
}

/// Records every state a recognizer's targets are told about.
private final class StateLog {
    var states: [GestureRecognizer.State] = []
    func record(_ recognizer: GestureRecognizer) { states.append(recognizer.state) }
}

/// A delegate with answers set per test.
private final class Referee: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        receives
    }
}

@Suite struct GestureRecognizerTests {
    @Test func aTapIsRecognizedOnceOnLiftWhereTheFingerWas() throws {
        let stage = try GestureStage()
        let log = StateLog()
        var location = Point.zero
        let tap = TapGestureRecognizer { tap in
            log.record(tap)
            location = tap.location(in: tap.view)  // not `stage.target`: that would be a retain cycle
        }
        stage.target.addGestureRecognizer(tap)
        stage.window.tap(at: Point(x: 60, y: 130))
        #expect(log.states == [.recognized], "a discrete gesture goes straight to recognized")
        #expect(location == Point(x: 10, y: 30))
        #expect(tap.state == .ended && GestureRecognizer.State.recognized == .ended)
    }

    @Test func aTapFailsWhenTheFingerWandersOrMissesTheView() throws {
        let stage = try GestureStage()
        let log = StateLog()
        let tap = TapGestureRecognizer(handler: log.record)
        stage.target.addGestureRecognizer(tap)
        stage.window.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 190), duration: 0.2)
        #expect(tap.state == .failed && log.states.isEmpty)
        stage.window.tap(at: Point(x: 300, y: 500))
        #expect(tap.state == .possible && log.states.isEmpty, "a touch outside the view never reaches it")
        stage.window.tap(at: Point(x: 100, y: 150))
        #expect(log.states == [.ended], "a new sequence starts from possible")
    }

    @Test func aPanBeginsPastTheHysteresisAndReportsEveryStep() throws {
        let stage = try GestureStage()
        let log = StateLog()
        let pan = PanGestureRecognizer(handler: log.record)
        stage.target.addGestureRecognizer(pan)
        let start = Point(x: 100, y: 150)
        stage.window.sendTouches([.began(at: start), .moved(to: Point(x: 100, y: 155), after: 0.05)])
        #expect(pan.state == .possible && log.states.isEmpty, "5 points is within the hysteresis")
        stage.window.sendTouches([.moved(to: Point(x: 100, y: 162), after: 0.05)])
        #expect(log.states == [.began])
        #expect(pan.translation(in: stage.target) == Point(x: 0, y: 12), "measured from the touch down")
        stage.window.sendTouches([
            .moved(to: Point(x: 110, y: 200), after: 0.05), .ended(at: Point(x: 110, y: 200), after: 0),
        ])
        #expect(log.states == [.began, .changed, .ended])
        #expect(pan.translation(in: nil) == Point(x: 10, y: 50))
    }

    @Test func aPanLiftedBeforeItBeganFailsSilently() throws {
        let stage = try GestureStage()
        let log = StateLog()
        let pan = PanGestureRecognizer(handler: log.record)
        stage.target.addGestureRecognizer(pan)
        stage.window.drag(from: Point(x: 100, y: 150), to: Point(x: 104, y: 153), duration: 0.1)
        #expect(pan.state == .failed && log.states.isEmpty)
    }

    @Test func velocityIsPointsPerSecondOnTheVirtualClock() throws {
        let stage = try GestureStage()
        var velocities: [Point] = []
        let pan = PanGestureRecognizer { velocities.append($0.velocity(in: $0.view)) }
        stage.target.addGestureRecognizer(pan)
        // 150 points down in 0.3 s, in 10 equal moves: 500 points per second throughout.
        stage.window.drag(from: Point(x: 100, y: 120), to: Point(x: 100, y: 270), duration: 0.3, steps: 10)
        #expect(pan.state == .ended)
        #expect(velocities.allSatisfy { abs($0.y - 500) < 1e-6 && $0.x == 0 })
        #expect(abs(stage.window.clock - 0.3) < 1e-9, "the drag advanced the clock by its duration")
    }

    @Test func setTranslationRebasesLaterMovement() throws {
        let stage = try GestureStage()
        let pan = PanGestureRecognizer { pan in
            if pan.state == .began { pan.setTranslation(.zero, in: nil) }
        }
        stage.target.addGestureRecognizer(pan)
        stage.window.sendTouches(
            TouchStep.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 250), duration: 0.1, steps: 10))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 90), "the first 10-point move began it, before the reset")
    }

    @Test func aTapRequiringAPanToFailWaitsForIt() throws {
        let stage = try GestureStage()
        let taps = StateLog()
        let pans = StateLog()
        let tap = TapGestureRecognizer(handler: taps.record)
        let pan = PanGestureRecognizer(handler: pans.record)
        tap.require(toFail: pan)
        stage.target.addGestureRecognizer(tap)
        stage.target.addGestureRecognizer(pan)
        stage.window.tap(at: Point(x: 100, y: 150))
        #expect(taps.states == [.ended] && pan.state == .failed)
        stage.window.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 250), duration: 0.2)
        #expect(taps.states == [.ended] && tap.state == .failed)
        #expect(pans.states.first == .began && pans.states.last == .ended)
    }

    @Test func onlyOneRecognizerWinsUnlessADelegateAllowsBoth() throws {
        let stage = try GestureStage()
        let inner = StateLog()
        let outer = StateLog()
        let innerPan = PanGestureRecognizer(handler: inner.record)
        let outerPan = PanGestureRecognizer(handler: outer.record)
        stage.target.addGestureRecognizer(innerPan)
        stage.root.view.addGestureRecognizer(outerPan)
        stage.window.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 250), duration: 0.2)
        #expect(inner.states.first == .began && outer.states.isEmpty, "the deepest view's recognizer goes first")
        #expect(outerPan.state == .failed)
        let referee = Referee()
        referee.simultaneous = true
        outerPan.delegate = referee
        stage.window.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 250), duration: 0.2)
        #expect(outer.states.first == .began && outer.states.last == .ended)
    }

    @Test func theDelegateCanRefuseTheBeginningOrTheTouch() throws {
        let stage = try GestureStage()
        let log = StateLog()
        let referee = Referee()
        let pan = PanGestureRecognizer(handler: log.record)
        pan.delegate = referee
        stage.target.addGestureRecognizer(pan)
        referee.shouldBegin = false
        stage.window.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 250), duration: 0.2)
        #expect(pan.state == .failed && log.states.isEmpty)
        referee.shouldBegin = true
        referee.receives = false
        stage.window.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 250), duration: 0.2)
        #expect(pan.state == .possible && log.states.isEmpty && pan.numberOfTouches == 0)
    }

    @Test func disabledRecognizersAndHiddenViewsGetNoTouches() throws {
        let stage = try GestureStage()
        let log = StateLog()
        let tap = TapGestureRecognizer(handler: log.record)
        stage.target.addGestureRecognizer(tap)
        tap.isEnabled = false
        stage.window.tap(at: Point(x: 100, y: 150))
        tap.isEnabled = true
        stage.target.isHidden = true
        stage.window.tap(at: Point(x: 100, y: 150))
        stage.target.isHidden = false
        stage.target.isUserInteractionEnabled = false
        stage.window.tap(at: Point(x: 100, y: 150))
        #expect(log.states.isEmpty && tap.state == .possible)
    }

    @Test func disablingDuringAPanCancelsIt() throws {
        let stage = try GestureStage()
        let log = StateLog()
        let pan = PanGestureRecognizer(handler: log.record)
        stage.target.addGestureRecognizer(pan)
        stage.window.sendTouches(
            TouchStep.drag(from: Point(x: 100, y: 150), to: Point(x: 100, y: 200), duration: 0.1, steps: 5, lift: false)
        )
        #expect(pan.state == .changed && pan.numberOfTouches == 1)
        pan.isEnabled = false
        #expect(log.states.last == .cancelled)
        stage.window.sendTouches([.ended(at: Point(x: 100, y: 200), after: 0.01)])
        #expect(log.states.last == .cancelled, "a cancelled recognizer gets no more touches")
    }

    @Test func disablingARequiredRecognizerReleasesTheOneWaitingForIt() throws {
        let stage = try GestureStage()
        let taps = StateLog()
        let tap = TapGestureRecognizer(handler: taps.record)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        stage.target.addGestureRecognizer(tap)
        stage.target.addGestureRecognizer(double)
        stage.window.tap(at: Point(x: 100, y: 150))
        #expect(taps.states.isEmpty, "waiting for the double tap")
        double.isEnabled = false
        #expect(taps.states == [.ended] && double.state == .failed, "a disabled requirement counts as failed")
    }

    @Test func aDoubleTapNeedsTwoTapsWithinTheInterval() throws {
        let stage = try GestureStage()
        let singles = StateLog()
        let doubles = StateLog()
        let single = TapGestureRecognizer(handler: singles.record)
        let double = TapGestureRecognizer(handler: doubles.record)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.target.addGestureRecognizer(single)
        stage.target.addGestureRecognizer(double)
        let point = Point(x: 100, y: 150)
        stage.window.tap(at: point)
        stage.window.sendTouches([.began(at: point, after: 0.1), .ended(at: point, after: 0.05)])
        #expect(doubles.states == [.ended] && singles.states.isEmpty)
        stage.window.advance(by: 1)
        stage.window.tap(at: point)
        #expect(singles.states.isEmpty, "the single tap waits for the double tap to fail")
        let lifted = stage.window.clock
        stage.window.runUntilIdle()
        #expect(singles.states == [.ended] && double.state == .failed)
        #expect(abs(stage.window.clock - lifted - 0.35) < 1e-9, "the double tap gives up 0.35 s after the lift")
    }

    @Test func aScreenEdgePanOnlyBeginsAtItsEdge() throws {
        let stage = try GestureStage()
        let log = StateLog()
        let edgePan = ScreenEdgePanGestureRecognizer(handler: log.record)
        edgePan.edges = .left
        stage.root.view.addGestureRecognizer(edgePan)
        stage.window.drag(from: Point(x: 30, y: 400), to: Point(x: 200, y: 400), duration: 0.2)
        #expect(edgePan.state == .failed && log.states.isEmpty, "30 points in is not the edge")
        stage.window.drag(from: Point(x: 5, y: 400), to: Point(x: 200, y: 400), duration: 0.2)
        #expect(log.states.first == .began && log.states.last == .ended)
        edgePan.edges = []
        stage.window.drag(from: Point(x: 2, y: 400), to: Point(x: 200, y: 400), duration: 0.2)
        #expect(edgePan.state == .failed, "no edges, no gesture")
    }

    @Test func attachingAndDetachingFollowsUIKit() throws {
        let stage = try GestureStage()
        #expect(stage.target.gestureRecognizers == nil, "nil, not empty, when there are none")
        let tap = TapGestureRecognizer()
        stage.target.addGestureRecognizer(tap)
        stage.target.addGestureRecognizer(tap)
        #expect(stage.target.gestureRecognizers?.count == 1 && tap.view === stage.target)
        stage.root.view.addGestureRecognizer(tap)
        #expect(stage.target.gestureRecognizers == nil && tap.view === stage.root.view, "moved, not copied")
        stage.root.view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && stage.root.view.gestureRecognizers == nil)
    }

    @Test func removedTargetsAreNotCalled() throws {
        let stage = try GestureStage()
        var calls = 0
        let tap = TapGestureRecognizer()
        let target = tap.addTarget { _ in calls += 1 }
        tap.addTarget { _ in calls += 10 }
        stage.target.addGestureRecognizer(tap)
        tap.removeTarget(target)
        stage.window.tap(at: Point(x: 100, y: 150))
        #expect(calls == 10)
        tap.removeTarget(nil)
        stage.window.tap(at: Point(x: 100, y: 150))
        #expect(calls == 10)
    }

    @Test func twoFingerPansKeepTheirTranslationWhenAFingerLifts() throws {
        let stage = try GestureStage()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        stage.target.addGestureRecognizer(pan)
        stage.window.sendTouches([
            .began(at: Point(x: 80, y: 150), finger: 0), .began(at: Point(x: 120, y: 150), finger: 1),
            .moved(to: Point(x: 80, y: 180), after: 0.05, finger: 0),
            .moved(to: Point(x: 120, y: 180), after: 0, finger: 1),
        ])
        #expect(pan.state == .changed && pan.numberOfTouches == 2, "began on the first finger's move")
        #expect(pan.location(in: nil) == Point(x: 100, y: 180), "the centroid of the fingers")
        stage.window.sendTouches([.ended(at: Point(x: 120, y: 180), after: 0.05, finger: 1)])
        #expect(pan.translation(in: nil) == Point(x: 0, y: 30) && pan.numberOfTouches == 1)
    }
}
