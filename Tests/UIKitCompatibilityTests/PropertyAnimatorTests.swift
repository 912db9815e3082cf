#if os(Linux)
    import Testing
    import UIKit

    /// A window with a 100 × 100 square labelled "square" at the origin, fully opaque.
    private func squareWindow() throws -> (UIWindow, UIView) {
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let root = UIViewController()
        window.rootViewController = root
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.backgroundColor = .red
        square.label = "square"
        root.view.addSubview(square)
        return (window, square)
    }

    private func shownAlpha(_ window: UIWindow) -> Double? { window.onScreen("square")?.alpha }

    @Suite struct PropertyAnimatorTests {
        @Test func aLinearAnimatorRunsOnTheWindowClock() throws {
            let (window, square) = try squareWindow()
            var ended: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { square.alpha = 0 }
            animator.addCompletion { ended.append($0) }
            #expect(animator.state == .inactive)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(square.alpha == 0, "the model value is the end value at once, as in UIKit")
            window.advance(by: 0.25)
            #expect(abs((shownAlpha(window) ?? -1) - 0.75) < 1e-9)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
            window.runUntilIdle()
            #expect(ended == [.end])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(window.onScreen("square") == nil, "alpha 0 is not drawn")
        }

        @Test func pausingAndScrubbingHoldTheAnimation() throws {
            let (window, square) = try squareWindow()
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { square.alpha = 0 }
            animator.startAnimation()
            window.advance(by: 1)
            animator.pauseAnimation()
            window.advance(by: 5)
            #expect(abs((shownAlpha(window) ?? -1) - 0.5) < 1e-9, "a paused animator holds its fraction")
            animator.fractionComplete = 0.2
            #expect(abs((shownAlpha(window) ?? -1) - 0.8) < 1e-9)
            var ended: UIViewAnimatingPosition?
            animator.addCompletion { ended = $0 }
            // The remaining 80 % of 2 s, twice as long.
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            window.advance(by: 3.1)
            #expect(ended == nil)
            window.advance(by: 0.1)
            #expect(ended == .end)
        }

        @Test func reversingReturnsToTheStartValues() throws {
            let (window, square) = try squareWindow()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { square.alpha = 0.2 }
            var ended: UIViewAnimatingPosition?
            animator.addCompletion { ended = $0 }
            animator.startAnimation()
            window.advance(by: 0.5)
            animator.isReversed = true
            window.advance(by: 0.25)
            #expect(abs((shownAlpha(window) ?? -1) - 0.8) < 1e-9, "half-way back of the 0.4 travelled")
            window.runUntilIdle()
            #expect(ended == .start)
            #expect(square.alpha == 1, "finishing at the start puts the start values back")
        }

        @Test func stoppingKeepsWhatIsOnScreen() throws {
            let (window, square) = try squareWindow()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { square.alpha = 0 }
            var ended: [UIViewAnimatingPosition] = []
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            window.advance(by: 0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(abs(square.alpha - 0.6) < 1e-9, "the on-screen value becomes the model value")
            window.runUntilIdle()
            #expect(ended.isEmpty, "a stopped animator waits for finishAnimation(at:)")
            animator.finishAnimation(at: .end)
            #expect(ended == [.end] && square.alpha == 0 && animator.state == .inactive)

            let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { square.alpha = 1 }
            second.addCompletion { ended.append($0) }
            second.startAnimation()
            window.advance(by: 0.5)
            second.stopAnimation(true)
            #expect(second.state == .inactive && ended.count == 1, "stopping without finishing runs no completion")
            #expect(abs(square.alpha - 0.5) < 1e-9)
        }

        @Test func aDelayedStartWaits() throws {
            let (window, square) = try squareWindow()
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { square.alpha = 0 })
            window.advance(by: 0.4)
            #expect(shownAlpha(window) == 1)
            window.advance(by: 0.6)
            #expect(abs((shownAlpha(window) ?? -1) - 0.5) < 1e-9)
            #expect(animator.isRunning)
        }

        @Test func animationsAddedWithADelayFactorStartLater() throws {
            let (window, square) = try squareWindow()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            window.advance(by: 0.5)
            #expect(shownAlpha(window) == 1)
            window.advance(by: 0.25)
            #expect(abs((shownAlpha(window) ?? -1) - 0.5) < 1e-9)
        }

        @Test func timingParametersShapeTheCurve() {
            let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
            #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
            #expect(easeIn.timingCurveType == .cubic && easeIn.springTimingParameters == nil)
            // k = 100, m = 1, c = 20: critically damped (ζ = c / 2√(km) = 1), period 2π/√(k/m).
            let spring = UISpringTimingParameters(
                mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
            #expect(abs(spring.dampingRatio - 1) < 1e-12)
            let physical = UIViewPropertyAnimator(duration: 99, timingParameters: spring)
            #expect(physical.duration < 2, "a physical spring's own settling time replaces the duration")
            let fitted = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8)
            #expect(fitted.duration == 0.5)
        }

        /// UIKit's `scrubsLinearly`: a paused spring shows its fraction linearly, then springs on from there.
        @Test func aPausedSpringScrubsLinearlyAndResumesWithoutAJump() throws {
            let (window, square) = try squareWindow()
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { square.center.x = 250 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.4
            #expect(abs((window.onScreen("square")?.frame.midX ?? 0) - 130) < 1e-6, "50 + 0.4 × 200, linearly")
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            window.advance(by: 0.001)
            let resumed = window.onScreen("square")?.frame.midX ?? 0
            #expect(resumed >= 130 && resumed < 131, "it moves on from where it was held")
            window.runUntilIdle()
            #expect(window.onScreen("square")?.frame.midX == 250)
        }

        @Test func keyframesRunInTheirSlices() throws {
            let (window, square) = try squareWindow()
            var finished: Bool?
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear]) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.alpha = 1 }
            } completion: {
                finished = $0
            }
            window.advance(by: 0.25)
            #expect(abs((shownAlpha(window) ?? -1) - 0.6) < 1e-9)
            window.advance(by: 0.25)
            #expect(abs((shownAlpha(window) ?? -1) - 0.2) < 1e-9)
            window.advance(by: 0.25)
            #expect(abs((shownAlpha(window) ?? -1) - 0.6) < 1e-9)
            #expect(finished == nil)
            window.advance(by: 0.25)
            #expect(finished == true && square.alpha == 1)
        }

        @Test func animationOptionsHaveUIKitsNamesAndValues() {
            let options: UIView.AnimationOptions = [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction]
            #expect(options.rawValue == (2 << 16) | (1 << 2) | (1 << 1))
            #expect(UIView.AnimationCurve.linear.rawValue == 3)
        }
    }
#endif
