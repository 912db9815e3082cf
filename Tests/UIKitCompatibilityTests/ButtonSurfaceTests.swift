#if os(Linux)
    import Testing
    import UIKit

    @Suite("UIButton and UIControl under UIKit's names")
    struct ButtonSurfaceTests {
        @Test("A dismiss button as iOS code builds one: configuration, UIAction, and a tap that dismisses")
        func iosStyleButton() throws {
            let window = try UIWindow(device: "iphone-14", orientation: .portrait, era: .ios18, appearance: .light)
            let controller = UIViewController()
            window.rootViewController = controller
            var configuration = UIButton.Configuration.borderedProminent()
            configuration.title = "Done"
            configuration.cornerStyle = .capsule
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            var taps = 0
            let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
            button.frame = CGRect(x: 100, y: 400, width: 120, height: 50)
            controller.view.addSubview(button)
            window.layoutIfNeeded()
            #expect(button.layer.cornerRadius == 25, "a capsule's radius is half the height")
            window.tap(at: CGPoint(x: 160, y: 425))
            #expect(taps == 1)
            let close = UIButton(type: .close)
            close.addAction(UIAction { _ in taps += 10 }, for: UIControl.Event.touchUpInside)
            close.sendActions(for: .touchUpInside)
            #expect(taps == 11)
        }
    }
#endif
