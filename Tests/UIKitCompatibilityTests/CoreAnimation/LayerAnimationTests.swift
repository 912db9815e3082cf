#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// Core Animation's explicit animations on the window's virtual clock, as iOS code writes them. The
    /// expectations are Core Animation's documented timing model (the `CAMediaTiming` protocol reference:
    /// `beginTime`, `duration` 0 meaning 0.25 s, `repeatCount`, `autoreverses`, `fillMode`; the `CAAnimation`
    /// reference for `isRemovedOnCompletion` and the delegate; `CATransaction`'s completion block), with
    /// linear pacing so the values in between are exact.
    @Suite struct LayerAnimationTests {
        private func window() throws -> UIWindow {
            try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
        }

        private func standaloneLayer(named name: String, in window: UIWindow) -> CALayer {
            let layer = CALayer()
            layer.name = name
            layer.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
            layer.backgroundColor = UIColor.red.cgColor
            window.layer.addSublayer(layer)
            return layer
        }

        private func node(_ name: String, in window: UIWindow) -> RenderNode? {
            window.renderTree().root.first { $0.role == .layer && $0.label == name }
        }

        private func linear(_ animation: CABasicAnimation, from: Any?, to: Any?, duration: Double) -> CABasicAnimation {
            animation.fromValue = from
            animation.toValue = to
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }

        @Test func aBasicAnimationRunsOnTheClockAndIsRemovedAtItsEnd() throws {
            let window = try window()
            let layer = standaloneLayer(named: "fade", in: window)
            layer.add(linear(CABasicAnimation(keyPath: "opacity"), from: 0, to: 1, duration: 1), forKey: "fade")
            #expect(layer.animationKeys() == ["fade"])
            window.advance(by: 0.25)
            #expect(abs((node("fade", in: window)?.alpha ?? -1) - 0.25) < 1e-9)
            layer.opacity = 0.4
            window.advance(by: 1)
            #expect(layer.animation(forKey: "fade") == nil, "removed on completion")
            #expect(abs((node("fade", in: window)?.alpha ?? -1) - 0.4) < 1e-6, "the model value shows again")
        }

        @Test func fillModeForwardsHoldsTheEndWhenNotRemoved() throws {
            let window = try window()
            let layer = standaloneLayer(named: "move", in: window)
            let move = linear(
                CABasicAnimation(keyPath: "position"), from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150),
                duration: 0.5)
            move.fillMode = .forwards
            move.isRemovedOnCompletion = false
            layer.add(move, forKey: nil)
            window.advance(by: 0.25)
            #expect(node("move", in: window)?.frame.midX == 150)
            window.advance(by: 1)
            #expect(node("move", in: window)?.frame.midX == 250, "held at the end")
            #expect(layer.position == CGPoint(x: 50, y: 150), "the model value is unchanged")
        }

        @Test func aZeroDurationMeansAQuarterSecond() throws {
            let window = try window()
            let layer = standaloneLayer(named: "default", in: window)
            let animation = linear(CABasicAnimation(keyPath: "position.x"), from: 0, to: 100, duration: 0)
            layer.add(animation, forKey: "x")
            window.advance(by: 0.125)
            #expect(node("default", in: window)?.frame.midX == 50)
            window.advance(by: 0.2)
            #expect(layer.animation(forKey: "x") == nil)
        }

        @Test func aLaterBeginTimeWaitsAndFillModeBackwardsShowsTheStart() throws {
            let window = try window()
            let layer = standaloneLayer(named: "late", in: window)
            let late = linear(CABasicAnimation(keyPath: "opacity"), from: 0.2, to: 1, duration: 1)
            late.beginTime = window.withCurrent { CACurrentMediaTime() } + 0.5
            layer.add(late, forKey: nil)
            window.advance(by: 0.25)
            #expect(node("late", in: window)?.alpha == 1, "nothing shows before the begin time")
            late.fillMode = .backwards
            #expect(abs((node("late", in: window)?.alpha ?? -1) - 0.2) < 1e-9, "unless it fills backwards")
            window.advance(by: 0.75)
            #expect(abs((node("late", in: window)?.alpha ?? -1) - 0.6) < 1e-9)
        }

        @Test func repeatsAndAutoreversesPlayBackAndForth() throws {
            let window = try window()
            let layer = standaloneLayer(named: "pulse", in: window)
            let pulse = linear(CABasicAnimation(keyPath: "position.x"), from: 0, to: 100, duration: 1)
            pulse.autoreverses = true
            pulse.repeatCount = 2
            layer.add(pulse, forKey: "pulse")
            window.advance(by: 1.5)
            #expect(node("pulse", in: window)?.frame.midX == 50, "half-way back")
            window.advance(by: 1.0)
            #expect(node("pulse", in: window)?.frame.midX == 50, "half-way through the second cycle")
            window.advance(by: 1.6)
            #expect(layer.animation(forKey: "pulse") == nil, "two cycles of 2 s, then removed")
        }

        private final class Recorder: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ animation: CAAnimation) { events.append("start") }
            func animationDidStop(_ animation: CAAnimation, finished: Bool) { events.append("stop \(finished)") }
        }

        @Test func theDelegateHearsStartAndStop() throws {
            let window = try window()
            let layer = standaloneLayer(named: "told", in: window)
            let recorder = Recorder()
            let first = linear(CABasicAnimation(keyPath: "opacity"), from: 0, to: 1, duration: 1)
            first.delegate = recorder
            layer.add(first, forKey: "first")
            window.advance(by: 0.5)
            #expect(recorder.events == ["start"])
            window.advance(by: 0.6)
            #expect(recorder.events == ["start", "stop true"])
            let second = linear(CABasicAnimation(keyPath: "opacity"), from: 0, to: 1, duration: 1)
            second.delegate = recorder
            layer.add(second, forKey: "second")
            layer.removeAnimation(forKey: "second")
            #expect(recorder.events.last == "stop false", "removed before its end")
        }

        @Test func aTransactionsCompletionWaitsForItsAnimations() throws {
            let window = try window()
            let layer = standaloneLayer(named: "transaction", in: window)
            var completed = false
            window.withCurrent {
                CATransaction.begin()
                CATransaction.setCompletionBlock { completed = true }
                layer.add(linear(CABasicAnimation(keyPath: "opacity"), from: 0, to: 1, duration: 0.4), forKey: nil)
                CATransaction.commit()
            }
            window.advance(by: 0.3)
            #expect(!completed)
            window.advance(by: 0.2)
            #expect(completed)
            var immediate = false
            window.withCurrent {
                CATransaction.begin()
                CATransaction.setCompletionBlock { immediate = true }
                CATransaction.commit()
            }
            #expect(immediate, "a transaction without animations completes at commit")
        }

        @Test func keyframesPassThroughEachValueAtItsKeyTime() throws {
            let window = try window()
            let layer = standaloneLayer(named: "shake", in: window)
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            shake.values = [0, 100, 40]
            shake.keyTimes = [0, 0.5, 1]
            shake.duration = 1
            layer.add(shake, forKey: "shake")
            window.advance(by: 0.25)
            #expect(node("shake", in: window)?.frame.midX == 50)
            window.advance(by: 0.5)
            #expect(node("shake", in: window)?.frame.midX == 70)
        }

        @Test func aGroupRunsItsAnimationsOnItsOwnTime() throws {
            let window = try window()
            let layer = standaloneLayer(named: "group", in: window)
            let fade = linear(CABasicAnimation(keyPath: "opacity"), from: 0, to: 1, duration: 1)
            let slide = linear(CABasicAnimation(keyPath: "position.y"), from: 0, to: 200, duration: 1)
            slide.beginTime = 1
            let group = CAAnimationGroup()
            group.animations = [fade, slide]
            group.duration = 2
            group.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(group, forKey: "group")
            window.advance(by: 0.5)
            #expect(abs((node("group", in: window)?.alpha ?? -1) - 0.5) < 1e-9)
            #expect(node("group", in: window)?.frame.midY == 150, "the slide has not begun: the model shows")
            window.advance(by: 1)
            #expect(node("group", in: window)?.frame.midY == 100, "half-way through the slide")
        }

        @Test func aSpringOvershootsAndSettlesOnItsTarget() throws {
            let window = try window()
            let layer = standaloneLayer(named: "spring", in: window)
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.damping = 5
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: "spring")
            var peak = 0.0
            for _ in 0..<100 {
                window.advance(by: spring.duration / 100)
                peak = max(peak, node("spring", in: window)?.frame.midX ?? 0)
            }
            #expect(peak > 105, "an underdamped spring (ratio 0.25) overshoots")
            window.advance(by: 0.01)
            #expect(layer.animation(forKey: "spring") == nil)
        }

        @Test func transformComponentsAnimateAboutTheAnchorPoint() throws {
            let window = try window()
            let layer = standaloneLayer(named: "spin", in: window)
            let spin = linear(
                CABasicAnimation(keyPath: "transform.rotation.z"), from: 0, to: Double.pi / 2, duration: 1)
            layer.add(spin, forKey: nil)
            let grow = linear(CABasicAnimation(keyPath: "transform.scale"), from: 1, to: 3, duration: 1)
            layer.add(grow, forKey: nil)
            window.advance(by: 0.5)
            let shown = try #require(node("spin", in: window))
            #expect(
                abs(shown.frame.width - 200 * 2.squareRoot()) < 1e-6,
                "scaled 2× and turned 45°: the box is the square's diagonal")
            #expect(abs(shown.frame.midX - 50) < 1e-9 && abs(shown.frame.midY - 150) < 1e-9, "about the centre")
        }

        @Test func aViewsLayerAnimatesTheViewAndPresentationReadsTheShownValue() throws {
            let window = try window()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.backgroundColor = .blue
            window.addSubview(view)
            view.layer.add(
                linear(CABasicAnimation(keyPath: "cornerRadius"), from: 0, to: 50, duration: 1), forKey: "corners")
            window.advance(by: 0.5)
            let node = window.renderTree().root.first { $0.frame == CGRect(x: 0, y: 0, width: 100, height: 100) }
            #expect(node?.cornerRadius == 25)
            #expect(view.layer.presentation()?.cornerRadius == 25)
            #expect(view.layer.cornerRadius == 0, "the model value")
        }

        @Test func aShapeLayersStrokeEndAnimates() throws {
            let window = try window()
            let shape = CAShapeLayer()
            shape.name = "stroke"
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 300))
            path.addLine(to: CGPoint(x: 200, y: 300))
            shape.path = path.cgPath
            shape.strokeColor = UIColor.blue.cgColor
            window.layer.addSublayer(shape)
            shape.add(linear(CABasicAnimation(keyPath: "strokeEnd"), from: 0, to: 1, duration: 1), forKey: nil)
            window.advance(by: 0.25)
            let drawing = try #require(node("stroke", in: window)?.drawing)
            guard case .stroke(let stroked, _, _)? = drawing.operations.last else {
                Issue.record("no stroke")
                return
            }
            #expect(abs(stroked.boundingBox.width - 50) < 1e-6, "a quarter of the line")
        }
    }
#endif

#if os(Linux)
    import Testing
    import UIKit

    /// The README's "Core Animation layers and custom drawing" example, compiled and run as written there.
    @Suite struct ReadmeLayerExampleTests {
        final class BadgeView: UIView {
            override func draw(_ rect: CGRect) {  // recorded once, again after setNeedsDisplay()
                UIColor.systemRed.setFill()
                UIBezierPath(ovalIn: rect).fill()
            }
        }

        @Test func theExampleRingFillsOnTheClock() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let card = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
            window.addSubview(card)
            card.addSubview(BadgeView(frame: CGRect(x: 60, y: 60, width: 20, height: 20)))

            let ring = CAShapeLayer()  // a standalone layer, drawn where it is added
            ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
            ring.fillColor = nil
            ring.strokeColor = UIColor.systemBlue.cgColor
            ring.lineWidth = 4
            ring.strokeEnd = 0.7
            card.layer.addSublayer(ring)  // in front of the subviews added before it

            let fill = CABasicAnimation(keyPath: "strokeEnd")  // runs on the window's virtual clock
            fill.fromValue = 0.7
            fill.toValue = 1
            fill.duration = 0.4
            ring.add(fill, forKey: "fill")

            window.advance(by: 0.5)
            #expect(ring.animation(forKey: "fill") == nil, "over after 0.4 s")
            let nodes = window.renderTree().root.allNodes
            #expect(nodes.contains { $0.role == .layer && $0.drawing != nil }, "the ring is drawn")
            #expect(
                nodes.contains {
                    $0.drawing?.operations.contains { if case .fill = $0 { true } else { false } } == true
                        && $0.role == .view
                })
        }
    }
#endif
