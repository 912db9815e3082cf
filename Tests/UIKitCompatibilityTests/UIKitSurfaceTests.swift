#if os(Linux)
    import Testing
    import UIKit

    /// Sizes the presented content through `size(forChildContentContainer:withParentContainerSize:)`, as
    /// many UIKit presentation controllers do: two thirds of the width, full height, on the right.
    class SidePanelPresentationController: UIPresentationController {
        override func size(
            forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: (parentSize.width * 2 / 3).rounded(), height: parentSize.height)
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView = containerView else { return .zero }
            let size = size(
                forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
            return CGRect(origin: CGPoint(x: containerView.bounds.width - size.width, y: 0), size: size)
        }
    }

    final class SidePanelDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            SidePanelPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// Inset from the screen, as code that reaches for `UIScreen.main` does.
    final class InsetPresentationController: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            UIScreen.main.bounds.insetBy(dx: 40, dy: 40)
        }
    }

    final class InsetDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            InsetPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// A side panel that asks to become full screen in compact width, through the property UIKit consults.
    final class AdaptingSidePanelController: SidePanelPresentationController {
        override var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
    }

    final class AdaptingSidePanelDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            AdaptingSidePanelController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// A navigation controller set up in its designated initialiser, as popup libraries write it.
    private final class PopupNavigationController: UINavigationController {
        private(set) var setUpByInitializer = false
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            setUpByInitializer = true
        }
        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    /// A tab bar controller set up in its designated initialiser.
    private final class SectionTabsController: UITabBarController {
        private(set) var setUpByInitializer = false
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            setUpByInitializer = true
        }
        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }
    }

    @Suite struct UIKitSurfaceTests {
        @Test func theAdaptivePresentationStylePropertyDecidesCompactWidth() throws {
            let keeps = SidePanelDelegate()
            let phone = try CustomPresentationHost(device: "iphone-15-pro", delegate: keeps, animated: false)
            #expect(phone.presented.view.frame.width == 262, "a custom presentation keeps its frame by default")
            let adapts = AdaptingSidePanelDelegate()
            let adapted = try CustomPresentationHost(device: "iphone-15-pro", delegate: adapts, animated: false)
            #expect(adapted.presented.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            let pad = try CustomPresentationHost(
                device: "ipad-pro-11", orientation: .landscape, delegate: adapts, animated: false)
            #expect(pad.presented.view.frame.width == 796, "regular width does not adapt")
        }

        @Test func theMainScreenIsTheCurrentWindowsDevice() throws {
            let delegate = InsetDelegate()
            let host = try CustomPresentationHost(device: "ipad-pro-11", orientation: .landscape, delegate: delegate)
            let (window, inset) = (host.window, host.presented)
            #expect(inset.view.frame == CGRect(x: 40, y: 40, width: 1194 - 80, height: 834 - 80))
            window.withCurrent {
                #expect(UIScreen.main.scale == 2)
                #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.systemName == "iPadOS")
                #expect(UIDevice.current.systemVersion == "18.0")
            }
            #expect(
                UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1194, height: 834),
                "outside the window's work, the screen is that of the window made last on this thread")
        }

        @Test func contentContainerSizingDrivesTheFrame() throws {
            let delegate = SidePanelDelegate()
            let host = try CustomPresentationHost(
                device: "ipad-pro-11", orientation: .landscape, delegate: delegate, animated: false)
            let (root, panel) = (host.root, host.presented)
            #expect(panel.view.frame == CGRect(x: 1194 - 796, y: 0, width: 796, height: 834))
            let presentation = try #require(panel.presentationController)
            #expect(
                presentation.size(
                    forChildContentContainer: panel, withParentContainerSize: CGSize(width: 10, height: 5))
                    == CGSize(width: 7, height: 5))
            #expect(
                root.size(forChildContentContainer: panel, withParentContainerSize: CGSize(width: 10, height: 5))
                    == CGSize(width: 10, height: 5), "UIKit's default is the parent's size")
        }

        /// UIKit documents these fixed colours by their components.
        @Test func fixedColoursHaveUIKitsComponents() {
            let expectations: [(UIColor, ColorComponents)] = [
                (.red, ColorComponents(red: 1, green: 0, blue: 0, alpha: 1)),
                (.orange, ColorComponents(red: 1, green: 0.5, blue: 0, alpha: 1)),
                (.purple, ColorComponents(red: 0.5, green: 0, blue: 0.5, alpha: 1)),
                (.brown, ColorComponents(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)),
                (.lightGray, ColorComponents(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)),
                (.darkGray, ColorComponents(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)),
            ]
            for (color, components) in expectations {
                #expect(color.light == components)
                #expect(color.dark == components, "fixed colours do not adapt to dark mode")
            }
        }

        /// `animate(alongsideTransition:)` without a completion, as UIKit's defaulted parameter allows.
        @Test func alongsideAnimationWithoutACompletion() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(marker)
            let sheet = UIViewController()
            root.present(sheet, animated: true, completion: nil)
            let started = sheet.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 })
            #expect(started == true)
            window.advance(by: 0.05)
            #expect(window.renderTree().root.children.contains { $0.alpha > 0 && $0.alpha < 1 })
            window.runUntilIdle()
            #expect(marker.alpha == 0)
        }

        @Test(
            "Container subclasses override init(nibName:bundle:), UIKit's designated initialiser, and init() reaches it"
        )
        func containerDesignatedInitializers() {
            let navigation = PopupNavigationController(nibName: nil, bundle: nil)
            #expect(navigation.setUpByInitializer && navigation.viewControllers.isEmpty)
            #expect(navigation.definesPresentationContext)
            let tabs = SectionTabsController()
            #expect(tabs.setUpByInitializer && tabs.definesPresentationContext)
            #expect(UISplitViewController().definesPresentationContext)
        }
    }
#endif
