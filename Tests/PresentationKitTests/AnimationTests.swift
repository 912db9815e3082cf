import Foundation
import PresentationKit
import Testing

@Suite struct AnimationTests {
    @Test func bezierCurvesMatchTheirDefinition() {
        #expect(TimingCurve.linear.progress(atFraction: 0.3) == 0.3)
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)] {
            #expect(curve.progress(atFraction: 0) == 0)
            #expect(close(curve.progress(atFraction: 1), 1, 1e-9))
        }
        // Symmetry of ease-in-out about the midpoint, and the Bézier evaluated at parameter s = 0.5:
        // x(0.5) = 0.5 for the symmetric (0.42, 0, 0.58, 1), y(0.5) = 0.5.
        #expect(close(TimingCurve.easeInOut.progress(atFraction: 0.5), 0.5, 1e-6))
        let a = TimingCurve.easeInOut.progress(atFraction: 0.2)
        let b = TimingCurve.easeInOut.progress(atFraction: 0.8)
        #expect(close(a + b, 1, 1e-6))
        #expect(
            TimingCurve.easeIn.progress(atFraction: 0.5) < 0.5 && TimingCurve.easeOut.progress(atFraction: 0.5) > 0.5)
    }

    @Test func criticallyDampedSpringFollowsTheClosedForm() {
        let response = 0.344144233
        let omega = 2 * Double.pi / response
        let curve = TimingCurve.spring(dampingRatio: 1, response: response, initialVelocity: 0)
        let duration = curve.settlingDuration ?? 0
        for time in stride(from: 0.05, to: duration, by: 0.05) {
            let expected = 1 - (1 + omega * time) * exp(-omega * time)
            #expect(close(curve.progress(atFraction: time / duration), expected, 1e-9))
        }
        #expect(duration > response)
    }

    @Test func underdampedSpringOvershoots() {
        let curve = TimingCurve.spring(dampingRatio: 0.5, response: 0.4, initialVelocity: 0)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { curve.progress(atFraction: $0) }
        #expect((samples.max() ?? 0) > 1.05)
        #expect(close(samples.last ?? 0, 1, 1e-9))
    }

    @Test func animateRecordsModelAndPresentationValues() throws {
        let window = try Window(device: "iphone-15-pro")
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var finished: Bool?
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.alpha = 0
                view.frame = Rect(x: 100, y: 0, width: 100, height: 100)
            }, completion: { finished = $0 })
        #expect(view.alpha == 0, "the model value changes at once")
        window.advance(by: 0.25)
        let node = try #require(window.renderTree().root.children.first)
        #expect(close(node.alpha, 0.75) && close(node.frame.minX, 25))
        #expect(finished == nil)
        window.advance(by: 1)
        #expect(finished == true)
        #expect(window.renderTree().root.children.isEmpty, "alpha 0 views are not in the tree")
    }

    @Test func changesOutsideAnAnimationJumpStraightThere() throws {
        let window = try Window(device: "iphone-15-pro")
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished: Bool?
        View.animate(
            withDuration: 1, animations: { view.center = Point(x: 100, y: 100) },
            completion: { finished = $0 })
        window.advance(by: 0.5)
        view.center = Point(x: 7, y: 7)
        #expect(window.renderTree().root.children.first?.frame.minX == 2)
        #expect(finished == false, "cut short: the completion runs at once, not finished")
        window.runUntilIdle()
        #expect(finished == false)
    }

    @Test func viewsOutsideAWindowDoNotAnimate() {
        let view = View()
        var finished = false
        View.animate(withDuration: 2, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(finished && view.alpha == 0.5)
    }

    @Test func aDelayedAnimationHoldsItsStartValueUntilItBegins() throws {
        let window = try Window(device: "iphone-15-pro")
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var finished: Bool?
        View.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0.2 },
            completion: { finished = $0 })
        window.advance(by: 0.25)
        #expect(window.renderTree().root.children.first?.alpha == 1)
        window.advance(by: 0.75)
        #expect(close(window.renderTree().root.children.first?.alpha ?? -1, 0.6))
        #expect(finished == nil)
        window.advance(by: 0.5)
        #expect(finished == true)
    }

    @Test func retargetingMidFlightStartsFromWhatIsOnScreen() throws {
        let window = try Window(device: "iphone-15-pro")
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.frame.origin.x = 100 })
        window.advance(by: 0.5)
        View.animate(
            withDuration: 1, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.frame.origin.x = 0 })
        #expect(close(window.renderTree().root.children.first?.frame.minX ?? -1, 50), "no jump when retargeted")
        window.advance(by: 0.5)
        #expect(close(window.renderTree().root.children.first?.frame.minX ?? -1, 25))
        window.runUntilIdle()
        #expect(window.renderTree().root.children.first?.frame.minX == 0)
    }

    @Test func colourCornerRadiusAndTransformAnimateTogether() throws {
        let window = try Window(device: "iphone-15-pro")
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        window.addSubview(view)
        View.animate(
            withDuration: 2, options: .curveLinear,
            animations: {
                view.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
                view.cornerRadius = 20
                view.transform = AffineTransform(scaleX: 0.5, y: 0.5)
            })
        window.advance(by: 1)
        let node = try #require(window.renderTree().root.children.first)
        #expect(close(node.backgroundColor?.red ?? -1, 0.5) && close(node.backgroundColor?.green ?? -1, 0.25))
        #expect(close(node.cornerRadius, 10))
        #expect(close(node.transform.a, 0.75) && close(node.transform.d, 0.75))
    }

    @Test func theUIKitSpringCallSettlesAtTheTargetWithinItsDuration() throws {
        let window = try Window(device: "iphone-15-pro")
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var finished: Bool?
        View.animate(
            withDuration: 0.5, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
            animations: { view.frame.origin.y = 200 }, completion: { finished = $0 })
        var positions: [Double] = []
        for _ in 0..<50 {
            window.advance(by: 0.01)
            positions.append(Double(window.renderTree().root.children.first?.frame.minY ?? -1))
        }
        #expect((positions.max() ?? 0) > 200, "damping 0.6 overshoots")
        window.runUntilIdle()
        #expect(finished == true && window.renderTree().root.children.first?.frame.minY == 200)
    }
}
