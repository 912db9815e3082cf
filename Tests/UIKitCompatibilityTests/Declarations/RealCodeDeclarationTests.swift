#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// Declarations real projects tripped over, each written here as those projects write it: it compiles only
    /// when the declaration matches the SDK's. (A controller's own `window` property, which SCLAlertView
    /// declares, cannot be tested here: this target sees the package's `package` members; the declaration
    /// check keeps `window` off `UIViewController`'s public surface.) Facts: the iOS SDK (`UIFont` inherits
    /// `init()`; `CGVector()` is the zero vector; `accessibilityPerformEscape()` is an
    /// overridable `NSObject` method; the coordinator's `animateAlongsideTransition(in:animation:)` needs no
    /// completion).
    @Suite struct RealCodeDeclarationTests {
        /// A custom alert that closes on the escape gesture, as Popover does.
        private final class AlertController: UIViewController {
            override func accessibilityPerformEscape() -> Bool { true }
        }

        @Test func aControllerMayOverrideTheEscapeAction() {
            let alert = AlertController()
            #expect(alert.accessibilityPerformEscape())
            #expect(!UIView().accessibilityPerformEscape(), "not handled by default")
        }

        @Test func fallbackValuesCompileAndAreSensible() {
            let font = UIFont()
            #expect(font.pointSize == 12)
            #expect(CGVector() == CGVector(dx: 0, dy: 0))
        }

        /// A menu card sized from a navigation stack, as ContextMenu sizes it: UIKit's navigation controller
        /// reports its top controller's preferred size plus its bar.
        @Test func aNavigationControllerPrefersItsTopControllersSizePlusItsBar() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let menu = UIViewController()
            menu.preferredContentSize = CGSize(width: 200, height: 160)
            let navigation = UINavigationController(rootViewController: menu)
            window.rootViewController = navigation
            #expect(navigation.preferredContentSize == CGSize(width: 200, height: 204))
            navigation.setNavigationBarHidden(true, animated: false)
            #expect(navigation.preferredContentSize == CGSize(width: 200, height: 160))
            navigation.preferredContentSize = CGSize(width: 320, height: 400)
            #expect(navigation.preferredContentSize == CGSize(width: 320, height: 400), "its own wins")
        }

        private final class Dimming: UIPresentationController {
            override func presentationTransitionWillBegin() {
                presentingViewController.transitionCoordinator?.animateAlongsideTransition(
                    in: presentingViewController.view,
                    animation: { _ in self.presentingViewController.view.alpha = 0.5 })
            }
        }

        private final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                Dimming(presentedViewController: presented, presenting: presenting)
            }
        }

        @Test func animatingAlongsideInAViewWithoutACompletionRuns() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let root = UIViewController()
            window.rootViewController = root
            let delegate = Transitioning()
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true)
            window.runUntilIdle()
            #expect(root.view.alpha == 0.5)
        }
    }
#endif
