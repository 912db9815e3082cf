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
            let delegate = Transitioning()
            let host = try CustomPresentationHost(device: "iphone-15-pro", delegate: delegate)
            #expect(host.root.view.alpha == 0.5)
            withExtendedLifetime(delegate) {}
        }
    }
#endif

#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// Names from UIKit's class hierarchy and Darwin that real projects use. Facts: the iOS SDK
    /// (`UIBarButtonItem` and `UITabBarItem` inherit from `UIBarItem`, which holds `title`, `image`, `isEnabled`
    /// and `tag`; `prepareForInterfaceBuilder()` is an overridable `NSObject` method; Darwin's `HUGE` is
    /// `MAXFLOAT`, the largest finite `Float`).
    @Suite struct BarItemAndDarwinNameTests {
        /// A tooltip that points at either kind of bar item, as EasyTipView's API takes `UIBarItem`.
        private func describe(_ item: UIBarItem) -> String {
            "\(item.title ?? "") \(item.isEnabled) \(item.tag)"
        }

        @Test func barButtonAndTabBarItemsAreBarItems() {
            let share = UIBarButtonItem(title: "Share", style: .plain)
            share.isEnabled = false
            let tab = UITabBarItem(title: "Home", image: nil, tag: 3)
            #expect(describe(share) == "Share false 0")
            #expect(describe(tab) == "Home true 3")
            share.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            #expect(share.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
            #expect(UITabBarItem().title == nil, "UITabBarItem inherits init() from UIBarItem")
        }

        /// A 30-pt avatar as the trailing item of an iPhone 15 Pro's bar: UIKit puts a custom view's trailing
        /// edge on the bar's 16-pt layout margin, centred in the 44-pt bar under the 59-pt status bar.
        @Test func aCustomViewItemSitsOnTheBarsMarginAndIsTheItemsView() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let content = UIViewController()
            let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            let item = UIBarButtonItem(customView: avatar)
            content.navigationItem.rightBarButtonItem = item
            window.rootViewController = UINavigationController(rootViewController: content)
            window.layoutIfNeeded()
            let frame = avatar.convert(avatar.bounds, to: window)
            #expect(frame.maxX == 393 - 16 && frame.width == 30)
            #expect(abs(frame.midY - (59 + 22)) < 0.001)
            #expect(item.value(forKey: "view") as? UIView === avatar, "the view tooltips point at")
            content.navigationItem.rightBarButtonItem = nil
            _ = window.renderTree()
            #expect(avatar.superview == nil, "taken off the bar with its item")
        }

        private final class DesignableButton: UIButton {
            var prepared = false
            override func prepareForInterfaceBuilder() {
                super.prepareForInterfaceBuilder()
                prepared = true
            }
        }

        @Test func aViewMayOverrideTheInterfaceBuilderHook() {
            let button = DesignableButton(frame: .zero)
            button.prepareForInterfaceBuilder()
            #expect(button.prepared)
        }

        @Test func hugeIsTheLargestFiniteFloatSoAnAnimationRepeatsForEver() throws {
            #expect(HUGE == Float.greatestFiniteMagnitude && MAXFLOAT == HUGE)
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let spinner = CAShapeLayer()
            window.layer.addSublayer(spinner)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 0.4
            spin.repeatCount = HUGE
            spinner.add(spin, forKey: "spin")
            window.advance(by: 3600)
            #expect(spinner.animation(forKey: "spin") != nil, "still spinning an hour later")
        }
    }
#endif
