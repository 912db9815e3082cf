#if os(Linux)
    import Testing
    import UIKit

    /// A segue written the programmatic way: a subclass that presents its destination.
    final class PresentSegue: UIStoryboardSegue {
        override func perform() {
            source.present(destination, animated: false)
        }
    }

    /// Records the segue it is prepared for, and pins a view to the old top layout guide.
    final class SegueSource: UIViewController {
        private(set) var prepared: [String] = []
        let banner = UIView()

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append(segue.identifier ?? "")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                banner.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    /// API the SDK deprecated but still has, which real presentation code uses.
    @Suite struct DeprecatedAPITests {
        private func window(_ orientation: InterfaceOrientation = .portrait) throws -> UIWindow {
            try UIWindow(device: "iphone-15-pro", orientation: orientation, era: .ios18, appearance: .light)
        }

        @Test func theOldLayoutGuidesEndAtTheSafeArea() throws {
            let window = try window()
            let source = SegueSource()
            window.rootViewController = source
            window.runUntilIdle()
            // iOS 11 reimplemented the guides on the safe area: the top guide is 59 pt long on an iPhone 15 Pro,
            // the bottom one 34 pt (the home indicator).
            #expect(source.topLayoutGuide.length == 59 && source.bottomLayoutGuide.length == 34)
            #expect(source.banner.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        }

        @Test func aProgrammaticSeguePerformsAndPrepares() throws {
            let window = try window()
            let source = SegueSource()
            window.rootViewController = source
            let segue = PresentSegue(identifier: "details", source: source, destination: UIViewController())
            source.prepare(for: segue, sender: nil)
            segue.perform()
            window.runUntilIdle()
            #expect(source.prepared == ["details"])
            #expect(source.presentedViewController === segue.destination)
            var performed = false
            UIStoryboardSegue(identifier: nil, source: source, destination: UIViewController()) { performed = true }
                .perform()
            #expect(performed)
        }

        @Test func theDeviceOrientationFollowsTheWindow() throws {
            let portrait = try window()
            #expect(UIDevice.current.orientation == .portrait)
            let landscape = try window(.landscape)
            // UIKit: the device turned left shows the interface's landscapeRight (home indicator on the right).
            #expect(UIDevice.current.orientation == .landscapeLeft && UIDevice.current.orientation.isLandscape)
            #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
            withExtendedLifetime((portrait, landscape)) {}
        }

        @Test func barsAndItemsKeepTheirOlderSettings() throws {
            let item = UINavigationItem(title: "Details")
            item.setHidesBackButton(true, animated: true)
            #expect(item.hidesBackButton)
            let done = UIBarButtonItem(barButtonSystemItem: .done, primaryAction: nil)
            #expect(done.title == "Done" && done.style == .done)
            #expect(UIBarButtonItem(systemItem: .cancel).title == "Cancel")
            #expect(UIBarButtonItem.SystemItem.close.rawValue == 24, "UIKit's raw values")
            let pan = UIPanGestureRecognizer()
            pan.delaysTouchesBegan = true
            #expect(pan.delaysTouchesBegan && pan.delaysTouchesEnded)
            let view = UIView()
            view.accessibilityTraits = [.button, .selected]
            #expect(view.accessibilityTraits.contains(.button))
            #expect(
                UIContentSizeCategory.accessibilityLarge > .large
                    && UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
            let parent = UIView()
            let back = UIView()
            let front = UIView()
            parent.addSubview(back)
            parent.addSubview(front)
            parent.sendSubviewToBack(front)
            #expect(parent.subviews == [front, back])
        }
    }
#endif
