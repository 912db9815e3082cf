#if os(Linux)
    import Testing
    import UIKit

    // Written as for iOS: a presentation controller and views that reach for the application, its scenes and
    // the current traits the way app code does.

    /// Records what `UIApplication.shared` says while UIKit runs the presentation controller's code. The
    /// windows are recorded by identity and weakly: the window owns this controller, so a strong reference
    /// back would keep both alive for ever.
    final class ApplicationProbePresentationController: UIPresentationController {
        private(set) var windows: [ObjectIdentifier] = []
        private(set) weak var keyWindow: UIWindow?
        private(set) var sceneWindows: [ObjectIdentifier] = []
        private(set) var statusBarFrame: CGRect = .null
        private(set) var state: UIApplication.State?

        override var frameOfPresentedViewInContainerView: CGRect {
            let height = UIApplication.shared.keyWindow?.bounds.height ?? 0
            return CGRect(x: 0, y: height / 2, width: containerView?.bounds.width ?? 0, height: height / 2)
        }

        override func presentationTransitionWillBegin() {
            let application = UIApplication.shared
            windows = application.windows.map(ObjectIdentifier.init)
            keyWindow = application.windows.first { $0.isKeyWindow }
            let scene = application.connectedScenes.compactMap { $0 as? UIWindowScene }.first
            sceneWindows = (scene?.windows ?? []).map(ObjectIdentifier.init)
            statusBarFrame = scene?.statusBarManager?.statusBarFrame ?? .null
            state = application.applicationState
        }
    }

    final class ApplicationProbeDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            ApplicationProbePresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// A root view that notes the traits current while it lays out.
    final class TraitProbeView: UIView {
        private(set) var verticalSizeClassesSeen: [UIUserInterfaceSizeClass] = []

        override func layoutSubviews() {
            super.layoutSubviews()
            verticalSizeClassesSeen.append(UITraitCollection.current.verticalSizeClass)
        }
    }

    final class TraitProbeViewController: UIViewController {
        private(set) var stylesSeen: [UIUserInterfaceStyle] = []
        private(set) var colorAppearanceChanged = false

        override func loadView() {
            view = TraitProbeView()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            stylesSeen.append(UITraitCollection.current.userInterfaceStyle)
            colorAppearanceChanged = traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection)
        }
    }

    @Suite struct ApplicationAndTraitsTests {
        /// The probe's presentation on `device`, with the window.
        private static func probe(device: String) throws -> (UIWindow, ApplicationProbePresentationController) {
            let delegate = ApplicationProbeDelegate()
            let host = try CustomPresentationHost(device: device, delegate: delegate, animated: false)
            let controller = try #require(
                host.presented.presentationController as? ApplicationProbePresentationController)
            return (host.window, controller)
        }

        @Test func thePresentationControllersApplicationHasItsWindow() throws {
            let (window, probe) = try Self.probe(device: "iphone-15-pro")
            #expect(probe.windows == [ObjectIdentifier(window)])
            #expect(probe.keyWindow === window, "the window is the key window")
            #expect(probe.sceneWindows == [ObjectIdentifier(window)])
            #expect(probe.state == .active)
            #expect(probe.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
            #expect(probe.presentedView?.frame.minY == 426, "half the key window's height")
        }

        @Test func outsideAWindowsWorkTheApplicationHasTheThreadsLatestWindow() throws {
            let (window, _) = try Self.probe(device: "iphone-15-pro")
            // Test code configures libraries between presentations, outside any window's work: as on iOS, the
            // application has its key window there (here the window made last on this thread).
            #expect(UIApplication.shared.windows == [window])
            #expect(UIApplication.shared.keyWindow === window)
            #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
            #expect(UIApplication.shared.connectedScenes.count == 1)
            window.withCurrent {
                #expect(UIApplication.shared.keyWindow === window)
                #expect(window.windowScene?.screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
            }
        }

        @Test func twoWindowsOnTwoTasksEachSeeTheirOwn() async throws {
            async let phone = Task { try Self.keyWindowWidth(device: "iphone-15-pro") }.value
            async let pad = Task { try Self.keyWindowWidth(device: "ipad-pro-11") }.value
            let widths = try await (phone, pad)
            #expect(widths.0 == 393)
            #expect(widths.1 == 834)
        }

        private static func keyWindowWidth(device: String) throws -> CGFloat {
            let (window, probe) = try probe(device: device)
            #expect(probe.keyWindow === window)
            return probe.keyWindow?.bounds.width ?? 0
        }

        @Test func theCurrentTraitsAreTheWindowsDuringLayout() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let root = TraitProbeViewController()
            window.rootViewController = root
            let view = try #require(root.view as? TraitProbeView)
            try window.rotate(to: .landscape)
            window.runUntilIdle()
            #expect(view.verticalSizeClassesSeen.last == .compact, "an iPhone in landscape has compact height")
        }

        @Test func theCurrentTraitsAreTheWindowsInTraitCollectionDidChange() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let root = TraitProbeViewController()
            window.rootViewController = root
            try window.setAppearance(.dark)
            window.runUntilIdle()
            #expect(root.stylesSeen == [.dark])
            #expect(root.colorAppearanceChanged)
        }

        @Test func performAsCurrentMakesTheReceiverCurrent() {
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            dark.performAsCurrent {
                #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            }
            #expect(UITraitCollection.current.userInterfaceStyle != .dark, "only inside the block")
        }

        @Test func traitCollectionsCombineAndCompareAsInUIKit() {
            let combined = UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
                UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 3),
                UITraitCollection(layoutDirection: .rightToLeft), UITraitCollection(userInterfaceStyle: .light),
            ])
            #expect(combined.horizontalSizeClass == .compact && combined.verticalSizeClass == .regular)
            #expect(combined.userInterfaceIdiom == .phone && combined.displayScale == 3)
            #expect(combined.layoutDirection == .rightToLeft)
            let dark = UITraitCollection(traitsFrom: [combined, UITraitCollection(userInterfaceStyle: .dark)])
            #expect(dark.hasDifferentColorAppearance(comparedTo: combined))
            let wide = UITraitCollection(traitsFrom: [combined, UITraitCollection(horizontalSizeClass: .regular)])
            #expect(!wide.hasDifferentColorAppearance(comparedTo: combined), "size classes do not change colours")
        }
    }
#endif
