#if os(Linux)
    import Testing
    import UIKit

    /// A child pinned to its safe area, as screens inside containers are.
    private final class PinnedContent: UIViewController {
        let content = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            ])
        }
    }

    /// Containers' bars reach their children's safe areas, as in UIKit. Expected values add UIKit's bar
    /// heights (navigation bar 44 pt, 32 pt on a phone in landscape, 50 pt on iPad from iOS 12, 56 pt in a
    /// card sheet from iOS 13; large-title area 52 pt; tab bar 49 pt on iPhone, 50 pt on iPad, above the home
    /// indicator: the metrics table's sourced values) to the device's safe area (devices.json: iPhone 15 Pro
    /// 59/34, iPhone SE 20/0, iPad Pro 11" 24/20; landscape iPhone 15 Pro 0 top, 59 sides, 21 bottom).
    @Suite struct ContainerSafeAreaTests {
        private func shown(
            _ root: UIViewController, device: String, orientation: InterfaceOrientation = .portrait, era: Era = .ios18
        ) throws -> UIWindow {
            let window = try UIWindow(device: device, orientation: orientation, era: era, appearance: .light)
            window.rootViewController = root
            window.runUntilIdle()
            return window
        }

        @Test(
            arguments: [("iphone-15-pro", 59 + 44, 34), ("iphone-se", 20 + 44, 0), ("ipad-pro-11", 24 + 50, 20)]
                as [(String, CGFloat, CGFloat)])
        func aNavigationControllersChildHasTheBarInItsSafeArea(device: String, top: CGFloat, bottom: CGFloat) throws {
            let child = PinnedContent()
            let window = try shown(UINavigationController(rootViewController: child), device: device)
            #expect(child.view.safeAreaInsets.top == top)
            #expect(child.view.safeAreaInsets.bottom == bottom)
            #expect(child.content.frame.minY == top, "content pinned to the safe area starts below the bar")
            withExtendedLifetime(window) {}
        }

        /// iOS 12 and 13 gave notch phones a 44-pt status bar (the metrics table's per-era status bar).
        @Test func anIOS12NotchPhoneAddsTheBarToItsSafeArea() throws {
            let child = PinnedContent()
            let window = try shown(UINavigationController(rootViewController: child), device: "iphone-11", era: .ios12)
            #expect(child.view.safeAreaInsets.top == CGFloat(44 + 44))
            withExtendedLifetime(window) {}
        }

        @Test func largeTitlesAddTheirArea() throws {
            let child = PinnedContent()
            let navigation = UINavigationController(rootViewController: child)
            navigation.navigationBar.prefersLargeTitles = true
            let window = try shown(navigation, device: "iphone-15-pro")
            #expect(child.view.safeAreaInsets.top == CGFloat(59 + 44 + 52))
            withExtendedLifetime(window) {}
        }

        @Test func aCompactLandscapeBarIsShorter() throws {
            let child = PinnedContent()
            let window = try shown(
                UINavigationController(rootViewController: child), device: "iphone-15-pro", orientation: .landscape)
            #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
            withExtendedLifetime(window) {}
        }

        @Test func aBarInACardSheetIs56Points() throws {
            let root = UIViewController()
            let window = try shown(root, device: "iphone-15-pro")
            let child = PinnedContent()
            root.present(UINavigationController(rootViewController: child), animated: false)
            window.runUntilIdle()
            // A page sheet's card starts below the status bar, so only the sheet's 56-pt bar is unsafe.
            #expect(child.view.safeAreaInsets.top == 56)
            #expect(child.view.safeAreaInsets.bottom == 34)
        }

        @Test(
            arguments: [("iphone-15-pro", 49 + 34), ("iphone-se", 49), ("ipad-pro-11", 50 + 20)] as [(String, CGFloat)])
        func aTabBarControllersChildHasTheBarInItsSafeArea(device: String, bottom: CGFloat) throws {
            let child = PinnedContent()
            let tabs = UITabBarController()
            tabs.viewControllers = [child, UIViewController()]
            let window = try shown(tabs, device: device, era: .ios17)
            #expect(child.view.safeAreaInsets.bottom == bottom)
            #expect(child.content.frame.maxY == child.view.bounds.height - bottom)
            withExtendedLifetime(window) {}
        }

        @Test func aNavigationControllerInATabKeepsBothBars() throws {
            let child = PinnedContent()
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: child)]
            let window = try shown(tabs, device: "iphone-15-pro")
            #expect(child.view.safeAreaInsets.top == CGFloat(59 + 44))
            #expect(child.view.safeAreaInsets.bottom == CGFloat(49 + 34))
            withExtendedLifetime(window) {}
        }

        @Test func withoutExtendedEdgesTheChildStartsBelowTheBar() throws {
            let child = PinnedContent()
            child.edgesForExtendedLayout = []
            let window = try shown(UINavigationController(rootViewController: child), device: "iphone-15-pro")
            #expect(child.view.frame.minY == CGFloat(59 + 44))
            #expect(child.view.safeAreaInsets.top == 0)
            withExtendedLifetime(window) {}
        }

        @Test func anOpaqueBarIsExtendedUnderOnlyWhenAskedTo() throws {
            let child = PinnedContent()
            let navigation = UINavigationController(rootViewController: child)
            navigation.navigationBar.isTranslucent = false
            let window = try shown(navigation, device: "iphone-15-pro")
            #expect(child.view.frame.minY == 103 && child.view.safeAreaInsets.top == 0)
            child.extendedLayoutIncludesOpaqueBars = true
            #expect(child.view.frame.minY == 0 && child.view.safeAreaInsets.top == 103)
            withExtendedLifetime(window) {}
        }

        @Test func additionalInsetsAddToTheBars() throws {
            let child = PinnedContent()
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            let window = try shown(UINavigationController(rootViewController: child), device: "iphone-15-pro")
            #expect(child.view.safeAreaInsets.top == CGFloat(59 + 44 + 10))
            withExtendedLifetime(window) {}
        }

        @Test func aHiddenBarIsNotInTheSafeArea() throws {
            let child = PinnedContent()
            let navigation = UINavigationController(rootViewController: child)
            navigation.setNavigationBarHidden(true, animated: false)
            let window = try shown(navigation, device: "iphone-15-pro")
            #expect(child.view.safeAreaInsets.top == 59)
            withExtendedLifetime(window) {}
        }
    }
#endif
