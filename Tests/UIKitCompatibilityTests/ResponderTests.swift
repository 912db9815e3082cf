#if os(Linux)
    import Testing
    import UIKit

    /// Records the touch callbacks it receives, as a custom control or a drawing view does.
    private final class TouchRecordingView: UIView {
        var events: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            events.append("cancelled")
        }
    }

    /// A controller that records touches its view passes up the chain.
    private final class TouchRecordingController: UIViewController {
        var endedTouches = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endedTouches += 1 }
    }

    /// A view that takes first-responder status, as a text field does.
    private final class FocusableView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @Suite("The responder chain, touches and first responder")
    struct ResponderTests {
        private func makeWindow() throws -> (UIWindow, TouchRecordingController) {
            let window = try UIWindow(device: "iphone-15-pro", era: .ios18, appearance: .light)
            let root = TouchRecordingController()
            window.rootViewController = root
            window.runUntilIdle()
            return (window, root)
        }

        @Test("next: a view's superview, a root view's controller, a presented controller's presenter")
        func nextResponders() throws {
            let (window, root) = try makeWindow()
            let child = UIView()
            root.view.addSubview(child)
            #expect(child.next === root.view)
            #expect(root.view.next === root)
            #expect(root.next === window)
            let presented = UIViewController()
            root.present(presented, animated: false)
            window.runUntilIdle()
            #expect(presented.view.next === presented)
            #expect(presented.next != nil)
        }

        @Test("Touches reach the hit view; unhandled ones travel up to the controller")
        func touchesReachTheHitView() throws {
            let (window, root) = try makeWindow()
            let recorder = TouchRecordingView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            root.view.addSubview(recorder)
            window.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 60, y: 150), duration: 0.2, steps: 2)
            #expect(recorder.events == ["began", "moved", "moved", "ended"])
            window.tap(at: CGPoint(x: 300, y: 600))
            #expect(root.endedTouches == 1, "a plain view passes its touches to its controller")
        }

        @Test("A recognizer that recognizes cancels the view's touches (cancelsTouchesInView)")
        func recognizerCancelsTouches() throws {
            let (window, root) = try makeWindow()
            let recorder = TouchRecordingView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
            root.view.addSubview(recorder)
            var pans = 0
            recorder.addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })
            // 6 points a step: the first move stays inside the pan's 10-point hysteresis and reaches the view;
            // the second (12 points) begins the pan, which cancels the view's touch.
            window.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 86, y: 150), duration: 0.3, steps: 6)
            #expect(pans > 0)
            #expect(recorder.events == ["began", "moved", "cancelled"])
        }

        @Test("First responder: one per window, only for responders that accept, none outside a window")
        func firstResponder() throws {
            let (window, root) = try makeWindow()
            let field = FocusableView()
            let other = FocusableView()
            let plain = UIView()
            #expect(!field.becomeFirstResponder(), "not in a window yet")
            root.view.addSubview(field)
            root.view.addSubview(other)
            root.view.addSubview(plain)
            #expect(!plain.becomeFirstResponder())
            #expect(field.becomeFirstResponder() && field.isFirstResponder)
            #expect(other.becomeFirstResponder() && other.isFirstResponder && !field.isFirstResponder)
            #expect(other.resignFirstResponder() && !other.isFirstResponder)
            withExtendedLifetime(window) {}
        }

        @Test("A swipe recognizes a quick, straight movement in its direction only")
        func swipe() throws {
            let (window, root) = try makeWindow()
            var swipes = 0
            let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
            swipe.direction = .down
            root.view.addGestureRecognizer(swipe)
            // 120 points down in 0.15 s: well past 50 points, inside 0.5 s, straight.
            window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 320), duration: 0.15, steps: 3)
            #expect(swipes == 1 && swipe.state == .ended)
            // The same movement sideways is not a downward swipe.
            window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 220, y: 400), duration: 0.15, steps: 3)
            #expect(swipes == 1 && swipe.state == .failed)
            // Too slow: 60 points over a second is 30 points when the 0.5 s run out.
            window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 260), duration: 1, steps: 10)
            #expect(swipes == 1)
        }

        @Test("Feedback generators and keyboard notifications compile and do nothing")
        func feedbackAndKeyboardNames() {
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            impact.impactOccurred(intensity: 0.5)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            #expect(impact.style.rawValue == 2)
            #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
            let view = UIView()
            view.accessibilityIdentifier = "card"
            #expect(view.accessibilityIdentifier == "card")
        }

        @Test("endEditing resigns the first responder inside the view; settings apps read are off")
        func endEditingAndSettings() throws {
            let (window, root) = try makeWindow()
            let field = FocusableView()
            root.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            let elsewhere = UIView()
            root.view.addSubview(elsewhere)
            #expect(elsewhere.endEditing(true) && field.isFirstResponder, "the field is not inside elsewhere")
            #expect(root.view.endEditing(false) && !field.isFirstResponder)
            #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            #expect(root.preferredStatusBarUpdateAnimation == .fade && UIStatusBarAnimation.slide.rawValue == 2)
            root.view.layer.shouldRasterize = true
            root.view.layer.rasterizationScale = 3
            #expect(root.view.layer.shouldRasterize && root.view.layer.rasterizationScale == 3)
            let scroll = UIScrollView()
            #expect(!scroll.isTracking && !scroll.isDecelerating && !scroll.isDragging)
            withExtendedLifetime(window) {}
        }
    }
#endif
