#if os(Linux)
    import Testing
    import UIKit

    // Written as for iOS: controllers that log their appearance callbacks, in every kind of container.
    //
    // The expected orders are UIKit's, from these sources:
    // - Apple, "UIViewController": `viewWillAppear(_:)` / `viewDidAppear(_:)` come when the view is added to the view
    //   hierarchy, `viewWillDisappear(_:)` / `viewDidDisappear(_:)` when it is removed; `viewIsAppearing(_:)`
    //   (iOS 17, back-deployed to 13) between them, once the view is in the hierarchy and has its size;
    //   `isMovingToParent` / `isMovingFromParent` are true in these callbacks while the controller is being
    //   added to or removed from a container.
    // - Apple, View Controller Programming Guide, "Implementing a Container View Controller": a container forwards
    //   appearance callbacks to its children unless `shouldAutomaticallyForwardAppearanceMethods` is false, in
    //   which case it calls `beginAppearanceTransition(_:animated:)` / `endAppearanceTransition()` itself.
    // - WWDC23 "What's new in UIKit" (viewIsAppearing): after viewWillAppear, before viewWillLayoutSubviews and
    //   viewDidAppear.
    // - Push, pop and a cancelled interactive pop, logged on iOS: wangling.me, "The inconsistent order of view
    //   transition events" (2014) — push/pop: old viewWillDisappear, new viewWillAppear, old viewDidDisappear,
    //   new viewDidAppear; cancelled pop: old will-disappear, new will-appear, new will- and did-disappear, old
    //   will- and did-appear.
    // - A tab switch, logged on iOS: pgzxc.github.io, "UITabBarViewController 控制器加载" — the new tab's
    //   viewWillAppear, the old tab's viewWillDisappear and viewDidDisappear, the new tab's viewDidAppear.

    /// The shared, ordered record of callbacks.
    final class AppearanceLog {
        var entries: [String] = []
    }

    /// Logs "<title> <callback>", plus "+moving" when `isMovingToParent` or `isMovingFromParent` is true.
    class AppearanceProbe: UIViewController {
        let log: AppearanceLog
        /// What `viewIsAppearing` saw: whether the view was in a window, and its size.
        private(set) var windowAndSizeWhenAppearing: (inWindow: Bool, size: CGSize)?

        init(_ title: String, log: AppearanceLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) {
            return nil
        }

        private func note(_ callback: String) {
            let moving = isMovingToParent || isMovingFromParent ? " +moving" : ""
            log.entries.append("\(title ?? "?") \(callback)\(moving)")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            note("viewWillAppear")
        }

        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            windowAndSizeWhenAppearing = (view.window != nil, view.bounds.size)
            note("viewIsAppearing")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            note("viewDidAppear")
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            note("viewWillDisappear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            note("viewDidDisappear")
        }
    }

    /// A custom container that may forward appearance itself.
    final class ManualContainer: AppearanceProbe {
        var forwardsAutomatically = true

        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

        /// UIKit's containment sequence for adding a child whose view fills this one.
        func embed(_ child: UIViewController) {
            addChild(child)
            child.view.frame = view.bounds
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }

        /// UIKit's containment sequence for removing a child.
        func unembed(_ child: UIViewController) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
    }

    @Suite struct AppearanceCallbackTests {
        let log = AppearanceLog()
        let window: UIWindow

        init() throws {
            window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        }

        private func probe(_ title: String) -> AppearanceProbe { AppearanceProbe(title, log: log) }

        /// Entries logged while `body` runs, with the clock run until idle.
        private func entries(during body: () -> Void) -> [String] {
            log.entries = []
            body()
            window.runUntilIdle()
            return log.entries
        }

        // MARK: - Navigation

        @Test func aNavigationControllerPassesItsAppearanceToItsRootController() {
            let root = probe("Root")
            let navigation = UINavigationController(rootViewController: root)
            let calls = entries { window.rootViewController = navigation }
            #expect(calls == ["Root viewWillAppear", "Root viewIsAppearing", "Root viewDidAppear"])
            #expect(root.windowAndSizeWhenAppearing?.inWindow == true)
            #expect(root.windowAndSizeWhenAppearing?.size == CGSize(width: 393, height: 852))
        }

        @Test(arguments: [true, false]) func aPushAndAPopCallBothControllersInUIKitsOrder(animated: Bool) {
            let root = probe("Root")
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            let detail = probe("Detail")
            let push = entries { navigation.pushViewController(detail, animated: animated) }
            #expect(
                push == [
                    "Root viewWillDisappear", "Detail viewWillAppear +moving", "Detail viewIsAppearing +moving",
                    "Root viewDidDisappear", "Detail viewDidAppear +moving",
                ])
            #expect(!detail.isMovingToParent, "only while it moves")
            let pop = entries { navigation.popViewController(animated: animated) }
            #expect(
                pop == [
                    "Detail viewWillDisappear +moving", "Root viewWillAppear", "Root viewIsAppearing",
                    "Detail viewDidDisappear +moving", "Root viewDidAppear",
                ])
            #expect(!detail.isMovingFromParent && detail.parent == nil)
        }

        @Test func settingTheStackSwapsTheTopControllers() {
            let first = probe("First")
            let navigation = UINavigationController(rootViewController: first)
            window.rootViewController = navigation
            let second = probe("Second")
            let third = probe("Third")
            let calls = entries { navigation.setViewControllers([second, third], animated: false) }
            #expect(
                calls == [
                    "First viewWillDisappear +moving", "Third viewWillAppear +moving", "Third viewIsAppearing +moving",
                    "First viewDidDisappear +moving", "Third viewDidAppear +moving",
                ], "only the old and new top appear and disappear; Second stays off screen")
        }

        @Test func aCancelledInteractivePopPutsTheTopControllerBack() {
            let root = probe("Root")
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            let detail = probe("Detail")
            navigation.pushViewController(detail, animated: false)
            window.runUntilIdle()
            let delegate = FadeNavigationDelegate(log: NavigationLog())
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.interactor = interactor
            navigation.delegate = delegate
            let calls = entries {
                navigation.popViewController(animated: true)
                interactor.update(0.4)
                interactor.cancel()
            }
            #expect(
                calls == [
                    "Detail viewWillDisappear +moving", "Root viewWillAppear", "Root viewIsAppearing",
                    "Root viewWillDisappear", "Root viewDidDisappear", "Detail viewWillAppear",
                    "Detail viewIsAppearing",
                    "Detail viewDidAppear",
                ])
            #expect(navigation.topViewController === detail)
        }

        // MARK: - Tab bar

        @Test func aTabSwitchCallsTheNewTabFirst() {
            let first = probe("First")
            let second = probe("Second")
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let start = entries { window.rootViewController = tabs }
            #expect(start == ["First viewWillAppear", "First viewIsAppearing", "First viewDidAppear"])
            let calls = entries { tabs.selectedIndex = 1 }
            #expect(
                calls == [
                    "Second viewWillAppear", "First viewWillDisappear", "Second viewIsAppearing",
                    "First viewDidDisappear", "Second viewDidAppear",
                ])
        }

        @Test func aNavigationControllerInATabPassesTheCallbacksDown() {
            let inbox = probe("Inbox")
            let settings = probe("Settings")
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: inbox), settings]
            let calls = entries { window.rootViewController = tabs }
            #expect(calls == ["Inbox viewWillAppear", "Inbox viewIsAppearing", "Inbox viewDidAppear"])
            let switched = entries { tabs.selectedIndex = 1 }
            #expect(switched.contains("Inbox viewDidDisappear") && switched.contains("Settings viewDidAppear"))
        }

        // MARK: - Split view

        /// A split view of two probes, side by side on an iPad Pro 11" in landscape, on screen and settled.
        private func splitWindow() throws -> (window: UIWindow, split: UISplitViewController) {
            let window = try UIWindow(
                device: "ipad-pro-11", orientation: .landscape, era: .ios18, appearance: .light)
            let split = UISplitViewController()
            split.viewControllers = [probe("Primary"), probe("Secondary")]
            log.entries = []
            window.rootViewController = split
            window.runUntilIdle()
            return (window, split)
        }

        @Test func aSplitViewsShownColumnsAppearAndAReplacedOneDisappears() throws {
            let (window, split) = try splitWindow()
            #expect(
                log.entries.filter { $0.hasSuffix("viewDidAppear") } == [
                    "Primary viewDidAppear", "Secondary viewDidAppear",
                ])
            let detail = probe("Detail")
            log.entries = []
            split.showDetailViewController(detail, sender: nil)
            window.runUntilIdle()
            #expect(log.entries.contains("Secondary viewWillDisappear +moving"))
            #expect(log.entries.contains("Secondary viewDidDisappear +moving"))
            #expect(log.entries.contains("Detail viewDidAppear +moving"))
        }

        @Test func aSplitViewThatCollapsesHidesItsPrimaryColumnAndShowsItAgainWhenItExpands() throws {
            // Collapsing to one column takes the primary's view out of the window; expanding puts it back.
            let (window, _) = try splitWindow()
            log.entries = []
            try window.rotate(to: .portrait)
            window.runUntilIdle()
            #expect(log.entries == ["Primary viewWillDisappear", "Primary viewDidDisappear"])
            log.entries = []
            try window.rotate(to: .landscape)
            window.runUntilIdle()
            #expect(log.entries == ["Primary viewWillAppear", "Primary viewIsAppearing", "Primary viewDidAppear"])
        }

        // MARK: - Page view controller

        @Test(arguments: [UIPageViewController.TransitionStyle.scroll, .pageCurl])
        func aPageTurnCallsThePagesInTheStylesOrder(style: UIPageViewController.TransitionStyle) {
            let first = probe("First")
            let pages = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
            pages.setViewControllers([first], direction: .forward, animated: false)
            let start = entries { window.rootViewController = pages }
            #expect(start == ["First viewWillAppear", "First viewIsAppearing", "First viewDidAppear"])
            #expect(first.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852), "the page fills the controller")
            let second = probe("Second")
            var completed: Bool?
            let turn = entries {
                pages.setViewControllers([second], direction: .forward, animated: true) { completed = $0 }
            }
            let ends =
                style == .scroll
                ? ["Second viewDidAppear +moving", "First viewDidDisappear +moving"]
                : ["First viewDidDisappear +moving", "Second viewDidAppear +moving"]
            #expect(
                turn == [
                    "Second viewWillAppear +moving", "First viewWillDisappear +moving",
                    "Second viewIsAppearing +moving",
                ] + ends)
            #expect(completed == true)
            #expect(pages.viewControllers == [second] && first.parent == nil && second.parent === pages)
            #expect(pages.spineLocation == (style == .scroll ? .none : .min))
        }

        // MARK: - Custom containment

        @Test func aChildAddedWhileTheParentIsOnScreenAppearsAsItsViewEntersTheWindow() {
            let container = ManualContainer("Container", log: log)
            window.rootViewController = container
            let child = probe("Child")
            let added = entries { container.embed(child) }
            #expect(
                added == [
                    "Child viewWillAppear +moving", "Child viewIsAppearing +moving", "Child viewDidAppear +moving",
                ])
            #expect(!child.isMovingToParent, "didMove(toParent:) ends the move")
            let removed = entries { container.unembed(child) }
            #expect(removed == ["Child viewWillDisappear +moving", "Child viewDidDisappear +moving"])
            #expect(!child.isMovingFromParent && child.parent == nil)
        }

        @Test func aChildEmbeddedBeforeTheParentAppearsAppearsWithIt() {
            let container = ManualContainer("Container", log: log)
            let child = probe("Child")
            container.embed(child)
            let calls = entries { window.rootViewController = container }
            #expect(
                calls == [
                    "Container viewWillAppear", "Child viewWillAppear", "Container viewIsAppearing",
                    "Child viewIsAppearing", "Container viewDidAppear", "Child viewDidAppear",
                ], "the parent's callback, then its child's")
        }

        @Test func aContainerThatForwardsByHandGetsNoAutomaticCallbacksForItsChildren() {
            let container = ManualContainer("Container", log: log)
            container.forwardsAutomatically = false
            let child = probe("Child")
            container.embed(child)
            let calls = entries { window.rootViewController = container }
            #expect(calls == ["Container viewWillAppear", "Container viewIsAppearing", "Container viewDidAppear"])
            let manual = entries {
                child.beginAppearanceTransition(true, animated: false)
                child.endAppearanceTransition()
            }
            #expect(manual == ["Child viewWillAppear", "Child viewIsAppearing", "Child viewDidAppear"])
            #expect(window.diagnostics.isEmpty)
        }

        @Test func unbalancedAppearanceTransitionsAreReportedNotCalled() {
            let container = ManualContainer("Container", log: log)
            container.forwardsAutomatically = false
            let child = probe("Child")
            container.embed(child)
            window.rootViewController = container
            let calls = entries {
                child.beginAppearanceTransition(true, animated: false)
                child.beginAppearanceTransition(true, animated: false)
                child.endAppearanceTransition()
                child.endAppearanceTransition()
            }
            #expect(calls == ["Child viewWillAppear", "Child viewIsAppearing", "Child viewDidAppear"])
            let unbalanced = window.diagnostics.filter {
                if case .unbalancedAppearanceTransition = $0 { true } else { false }
            }
            #expect(unbalanced.count == 2)
            #expect(
                unbalanced.first?.description
                    == "Unbalanced calls to begin/end appearance transitions for \(child.description).")
        }

        // MARK: - Window and presentations

        @Test func replacingTheWindowsRootSwapsTheControllers() {
            let old = probe("Old")
            window.rootViewController = UINavigationController(rootViewController: old)
            let new = probe("New")
            let calls = entries { window.rootViewController = new }
            #expect(
                calls == [
                    "Old viewWillDisappear", "Old viewDidDisappear", "New viewWillAppear", "New viewIsAppearing",
                    "New viewDidAppear",
                ])
        }

        @Test func aFullScreenPresentationCoversTheNavigationControllersChild() {
            let root = probe("Root")
            window.rootViewController = UINavigationController(rootViewController: root)
            let presented = probe("Presented")
            presented.modalPresentationStyle = .fullScreen
            let calls = entries { root.present(presented, animated: true) }
            #expect(
                calls == [
                    "Presented viewWillAppear", "Root viewWillDisappear", "Presented viewIsAppearing",
                    "Presented viewDidAppear", "Root viewDidDisappear",
                ])
            #expect(presented.isBeingPresented == false)
            let dismissal = entries { presented.dismiss(animated: true) }
            #expect(
                dismissal == [
                    "Presented viewWillDisappear", "Root viewWillAppear", "Root viewIsAppearing",
                    "Presented viewDidDisappear", "Root viewDidAppear",
                ])
        }

        /// The first of the three silent wrong pictures in issue 33: a navigation controller's root screen that
        /// presents a popover from its bar button once it has appeared.
        @Test func aScreenThatPresentsOnAppearInsideANavigationControllerPresents() throws {
            final class ShareOnAppear: UIViewController {
                let share = UIBarButtonItem(title: "Share")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = share
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let options = UIViewController()
                    options.modalPresentationStyle = .popover
                    options.popoverPresentationController?.barButtonItem = share
                    present(options, animated: false)
                }
            }
            let window = try UIWindow(device: "ipad-pro-11", orientation: .portrait, era: .ios18, appearance: .light)
            let screen = ShareOnAppear()
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.runUntilIdle()
            #expect(screen.presentedViewController?.modalPresentationStyle == .popover)
            #expect(window.diagnostics.isEmpty)
        }
    }
#endif
