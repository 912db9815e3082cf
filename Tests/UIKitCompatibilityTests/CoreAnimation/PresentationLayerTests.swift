#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// `layer.presentation()` and the layer's animation list while a view animation runs, as UIKit shows
    /// them. Apple's `CALayer.presentation()` reference: the presentation layer is "a close approximation
    /// of the version of the layer that is currently being displayed", its values those of the running
    /// animations at the current time. `animationKeys()` returns "an array of NSString objects identifying
    /// the current animations", `nil` when there are none (its Swift type is `[String]?`). UIKit's view
    /// animations add one `CAAnimation` per animated property, keyed by the layer's key path (`opacity`,
    /// `position`, `bounds`, `transform`, `backgroundColor`, `cornerRadius`).
    @Suite struct PresentationLayerTests {
        /// A window showing a 100 × 100 red view at (0, 0), opaque.
        private func squareWindow() throws -> (UIWindow, UIView) {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let root = UIViewController()
            window.rootViewController = root
            let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            square.backgroundColor = .red
            root.view.addSubview(square)
            return (window, square)
        }

        private func close(_ value: Double?, _ expected: Double, within tolerance: Double = 1e-6) -> Bool {
            guard let value else { return false }
            return abs(value - expected) <= tolerance
        }

        /// The case: half-way through a one-second fade from 1 to 0 the presentation layer reads
        /// the curve's value at t = 0.5. UIKit's default curve is ease-in-ease-out, the cubic Bézier
        /// (0.42, 0, 0.58, 1), which is symmetric about (0.5, 0.5), so it reads 0.5 there.
        @Test func aFadeHalfWayReadsHalfOpaque() throws {
            let (window, square) = try squareWindow()
            UIView.animate(withDuration: 1) { square.alpha = 0 }
            window.advance(by: 0.5)
            #expect(close(Double(square.layer.presentation()?.opacity ?? -1), 0.5, within: 1e-4))
            #expect(square.layer.opacity == 0, "the model layer holds the end value")
        }

        /// While the fade runs, the layer lists it under its key path with the values it runs between; at
        /// its end it is removed (`isRemovedOnCompletion`), the list is `nil` again and the presentation
        /// layer holds the model value.
        @Test func theFadeIsListedUnderOpacityUntilItEnds() throws {
            let (window, square) = try squareWindow()
            #expect(square.layer.animationKeys() == nil)
            UIView.animate(withDuration: 1) { square.alpha = 0 }
            #expect(square.layer.animationKeys() == ["opacity"])
            let fade = square.layer.animation(forKey: "opacity") as? CABasicAnimation
            #expect(fade?.keyPath == "opacity")
            #expect((fade?.fromValue as? NSNumber)?.doubleValue == 1)
            #expect((fade?.toValue as? NSNumber)?.doubleValue == 0)
            #expect(fade?.duration == 1)
            window.advance(by: 0.5)
            #expect(square.layer.animationKeys() == ["opacity"])
            window.advance(by: 0.5)
            #expect(square.layer.animationKeys() == nil)
            #expect(square.layer.animation(forKey: "opacity") == nil)
            #expect(square.layer.presentation()?.opacity == 0)
        }

        /// `.curveLinear` paces the fade evenly: a quarter of the way in, a quarter of the change. During a
        /// delay the animation is already on the layer and shows its start value (UIKit's animations fill
        /// backwards from their delayed begin time).
        @Test func aDelayedLinearFadeHoldsItsStartThenRunsEvenly() throws {
            let (window, square) = try squareWindow()
            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { square.alpha = 0 })
            window.advance(by: 0.25)
            #expect(square.layer.presentation()?.opacity == 1)
            #expect(square.layer.animationKeys() == ["opacity"])
            window.advance(by: 0.5)
            #expect(close(Double(square.layer.presentation()?.opacity ?? -1), 0.75))
            window.advance(by: 0.75)
            #expect(square.layer.presentation()?.opacity == 0)
            #expect(square.layer.animationKeys() == nil)
        }

        /// Setting the frame animates the layer's position and bounds; `center`, `transform`,
        /// `backgroundColor` and `layer.cornerRadius` animate their key paths. Half-way through a linear
        /// animation each reads the mid-point of its start and end.
        @Test func everyAnimatedPropertyReadsItsMidPointHalfWay() throws {
            let (window, square) = try squareWindow()
            let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
            other.backgroundColor = .red
            square.superview?.addSubview(other)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                square.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
                other.center = CGPoint(x: 150, y: 350)
                other.transform = CGAffineTransform(scaleX: 3, y: 3)
                other.backgroundColor = .blue
                other.layer.cornerRadius = 20
            }
            #expect(square.layer.animationKeys().map(Set.init) == ["position", "bounds"])
            #expect(
                other.layer.animationKeys().map(Set.init)
                    == ["position", "transform", "backgroundColor", "cornerRadius"])
            window.advance(by: 0.5)
            let squareShown = try #require(square.layer.presentation())
            // The centre runs from (50, 50) to (200, 150).
            #expect(squareShown.position == CGPoint(x: 125, y: 100))
            #expect(squareShown.bounds.size == CGSize(width: 150, height: 100))
            #expect(squareShown.frame == CGRect(x: 50, y: 50, width: 150, height: 100))
            let otherShown = try #require(other.layer.presentation())
            #expect(otherShown.position == CGPoint(x: 100, y: 300))
            #expect(otherShown.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
            #expect(otherShown.cornerRadius == 10)
            let color = try #require(otherShown.backgroundColor)
            #expect(close(color.red, 0.5) && close(color.green, 0) && close(color.blue, 0.5) && close(color.alpha, 1))
            window.advance(by: 0.5)
            #expect(square.layer.animationKeys() == nil && other.layer.animationKeys() == nil)
            #expect(other.layer.presentation()?.cornerRadius == 20)
            #expect(square.layer.presentation()?.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
        }

        /// A critically damped spring (damping 1) moves towards its end without passing it, and is listed as
        /// a `CASpringAnimation` until it settles.
        @Test func aCriticallyDampedSpringIsOnItsWayWithoutOvershooting() throws {
            let (window, square) = try squareWindow()
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: { square.center = CGPoint(x: 250, y: 50) })
            #expect(square.layer.animationKeys() == ["position"])
            #expect(square.layer.animation(forKey: "position") is CASpringAnimation)
            var previous = 50.0
            for _ in 0..<9 {
                window.advance(by: 0.1)
                let x = Double(square.layer.presentation()?.position.x ?? -1)
                #expect(x > previous && x < 250, "on its way, never past the end")
                previous = x
            }
            window.runUntilIdle()
            #expect(square.layer.presentation()?.position == CGPoint(x: 250, y: 50))
            #expect(square.layer.animationKeys() == nil)
        }

        /// At a keyframe's start time the animation shows that keyframe's start value whatever the pacing
        /// in between: half-way through two keyframes that fade to 0.5 then to 0, it reads 0.5.
        @Test func keyframesReadTheirValueAtEachKeyTime() throws {
            let (window, square) = try squareWindow()
            UIView.animateKeyframes(
                withDuration: 1, delay: 0,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.alpha = 0.5 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.alpha = 0 }
                })
            #expect(square.layer.animationKeys() == ["opacity"])
            window.advance(by: 0.25)
            let early = Double(square.layer.presentation()?.opacity ?? -1)
            #expect(early > 0.5 && early < 1)
            window.advance(by: 0.25)
            #expect(close(Double(square.layer.presentation()?.opacity ?? -1), 0.5))
            window.advance(by: 0.25)
            let late = Double(square.layer.presentation()?.opacity ?? -1)
            #expect(late > 0 && late < 0.5)
            #expect(square.layer.animationKeys() == ["opacity"])
            window.advance(by: 0.25)
            #expect(square.layer.presentation()?.opacity == 0)
            #expect(square.layer.animationKeys() == nil)
        }

        /// A linear property animator: running, the presentation follows the clock; paused, it holds; scrubbed
        /// with `fractionComplete`, it shows that fraction. Its animations stay on the layer until it finishes.
        @Test func aPropertyAnimatorShowsWhereItRunsPausesAndIsScrubbed() throws {
            let (window, square) = try squareWindow()
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { square.alpha = 0 }
            animator.startAnimation()
            window.advance(by: 0.5)
            #expect(close(Double(square.layer.presentation()?.opacity ?? -1), 0.75))
            animator.pauseAnimation()
            window.advance(by: 3)
            #expect(close(Double(square.layer.presentation()?.opacity ?? -1), 0.75))
            #expect(square.layer.animationKeys() == ["opacity"])
            animator.fractionComplete = 0.8
            #expect(close(Double(square.layer.presentation()?.opacity ?? -1), 0.2))
            animator.startAnimation()
            window.runUntilIdle()
            #expect(square.layer.presentation()?.opacity == 0)
            #expect(square.layer.animationKeys() == nil)
        }

        /// Core Animation's own animations on a view's layer: a basic opacity animation, a keyframe animation
        /// of the position and a group, sampled at the clock like the view's; they are listed under the keys
        /// they were added with.
        @Test func coreAnimationOnAViewsLayerIsSampledAtTheClock() throws {
            let (window, square) = try squareWindow()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            let move = CAKeyframeAnimation(keyPath: "position")
            move.values = [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 250)]
            move.duration = 2
            let group = CAAnimationGroup()
            group.animations = [fade, move]
            group.duration = 2
            group.timingFunction = CAMediaTimingFunction(name: .linear)
            square.layer.add(group, forKey: "leave")
            let spin = CABasicAnimation(keyPath: "cornerRadius")
            spin.fromValue = 0
            spin.toValue = 40
            spin.duration = 2
            spin.timingFunction = CAMediaTimingFunction(name: .linear)
            square.layer.add(spin, forKey: "round")
            #expect(square.layer.animationKeys() == ["leave", "round"])
            window.advance(by: 1)
            let shown = try #require(square.layer.presentation())
            #expect(shown.position == CGPoint(x: 150, y: 50))
            #expect(shown.cornerRadius == 20)
            window.advance(by: 1)
            #expect(square.layer.animationKeys() == nil)
            #expect(square.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        }

        /// The presentation layer reports what the render tree draws at the same instant.
        @Test func thePresentationLayerMatchesWhatIsDrawn() throws {
            let (window, square) = try squareWindow()
            square.label = "square"
            UIView.animate(withDuration: 1) {
                square.alpha = 0.2
                square.center = CGPoint(x: 200, y: 300)
            }
            window.advance(by: 0.3)
            let node = try #require(window.onScreen("square"))
            let shown = try #require(square.layer.presentation())
            #expect(close(node.alpha, Double(shown.opacity)))
            #expect(close(node.frame.minX, shown.frame.minX) && close(node.frame.minY, shown.frame.minY))
            #expect(close(node.frame.width, shown.frame.width) && close(node.frame.height, shown.frame.height))
        }
    }
#endif
