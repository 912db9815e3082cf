#if os(Linux)
    import UIKit

    /// A window on `device` whose plain root controller has presented a new controller with `.custom` style
    /// through `delegate`, run until idle; `configure` sets the presented controller up before it is presented.
    /// The caller keeps `delegate` alive (`transitioningDelegate` is weak, as in UIKit).
    struct CustomPresentationHost {
        let window: UIWindow
        let root: UIViewController
        let presented: UIViewController

        init(
            device: String, orientation: InterfaceOrientation = .portrait,
            delegate: UIViewControllerTransitioningDelegate, animated: Bool = true,
            configure: (UIViewController) -> Void = { _ in }
        ) throws {
            window = try UIWindow(device: device, orientation: orientation, era: .ios18, appearance: .light)
            root = UIViewController()
            window.rootViewController = root
            presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            configure(presented)
            root.present(presented, animated: animated, completion: nil)
            window.runUntilIdle()
        }
    }
#endif
