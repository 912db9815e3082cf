#if os(Linux)
    import QuartzCore
    import Testing
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
    import os
    import os.log

    // The imports above end compilation at once unless each resolves: `QuartzCore` as a module; `os`, `os.log` and
    // `UIKit.UIGestureRecognizerSubclass` as Clang modules and submodules (SystemSubmodules), the Swift UIKit module
    // being the Clang one's overlay. `Logger` and `os_log` come from OSLogOnLinux through UIKit.

    /// A recognizer written against the subclass header: it overrides the touch methods and sets `state`.
    final class TwoFingerTap: UIGestureRecognizer {
        private(set) var touchesSeen = 0

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            touchesSeen += touches.count
            if touchesSeen > 1 { state = .failed }
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            if state == .possible { state = .recognized }
        }

        override func reset() {
            super.reset()
            touchesSeen = 0
        }
    }

    @Suite struct ImportTests {
        private let logger = Logger(subsystem: "com.example.cards", category: "presentation")

        @Test func aSubclassThatSetsStateRecognizesThroughTheWindow() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let controller = UIViewController()
            window.rootViewController = controller
            let tap = TwoFingerTap()
            var recognized = 0
            tap.addTarget { recognizer in if recognizer.state == .recognized { recognized += 1 } }
            controller.view.addGestureRecognizer(tap)
            window.tap(at: CGPoint(x: 100, y: 300))
            #expect(recognized == 1, "setting state = .recognized in touchesEnded recognizes the tap")
            window.tap(at: CGPoint(x: 100, y: 300))
            #expect(recognized == 2, "reset() ran before the next sequence, so the second tap recognizes too")
        }

        @Test func loggingCompilesAndNeverEvaluatesItsValues() {
            var evaluated = false
            func expensive() -> Int {
                evaluated = true
                return 42
            }
            logger.debug("presented \(expensive(), privacy: .public) cards")
            logger.error("height \(Double(expensive()), format: .fixed(precision: 1)) at \(expensive(), format: .hex)")
            os_log("plain %d", log: .default, type: .info, 3)
            os_log(.error, log: OSLog(subsystem: "s", category: "c"), "%@", "value")
            #expect(!evaluated, "Linux has no unified log: interpolated values are captured and never evaluated")
        }

        @Test func quartzCoreNamesComeFromQuartzCore() {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let layer: CALayer = view.layer
            layer.cornerRadius = 12
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            layer.transform = CATransform3DMakeScale(2, 2, 1)
            #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
            #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        }
    }
#endif
