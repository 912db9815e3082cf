import PresentationKit
import Testing

/// A window and everything it holds are freed when the caller lets go of them: no reference cycle keeps
/// controllers, views or presentation controllers alive. (LeakSanitizer under `make fuzz` found such leaks
/// after every scene run; these are the regression tests.)
@Suite struct WindowLifetimeTests {
    /// Builds a window with `setUp`, lets it go, and returns weak references to what it held.
    private func release(_ setUp: (Window) throws -> [AnyObject]) throws -> [() -> AnyObject?] {
        var probes: [() -> AnyObject?] = []
        do {
            let window = try Window(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let held = try setUp(window) + [window]
            probes = held.map { object in
                weak let weakObject = object
                return { weakObject }
            }
        }
        return probes
    }

    @Test func aWindowWithANavigationControllerIsFreed() throws {
        let probes = try release { window in
            let list = PlaceholderViewController(title: "Inbox", rows: ["One", "Two"])
            let navigation = NavigationController(rootViewController: list)
            window.rootViewController = navigation
            window.runUntilIdle()
            return [navigation, list, list.view]
        }
        for probe in probes { #expect(probe() == nil, "\(String(describing: probe()))") }
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .formSheet, .popover, .fullScreen, .overCurrentContext])
    func aWindowWithAPresentationIsFreed(_ style: ModalPresentationStyle) throws {
        let probes = try release { window in
            let list = PlaceholderViewController(title: "Inbox", rows: ["One", "Two"])
            list.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Share")]
            let navigation = NavigationController(rootViewController: list)
            window.rootViewController = navigation
            let sheet = PlaceholderViewController(title: "Compose", rows: ["To"])
            sheet.modalPresentationStyle = style
            if style == .popover {
                sheet.popoverPresentationController?.barButtonItem = list.navigationItem.rightBarButtonItems.first
            }
            try navigation.tryPresent(sheet, animated: true)
            window.runUntilIdle()
            return [navigation, sheet, sheet.view, sheet.presentationController as AnyObject]
        }
        for probe in probes { #expect(probe() == nil, "\(style): \(String(describing: probe()))") }
    }

    @Test func aWindowAfterADismissalIsFreed() throws {
        let probes = try release { window in
            let navigation = NavigationController(rootViewController: PlaceholderViewController(title: "Inbox"))
            window.rootViewController = navigation
            let sheet = PlaceholderViewController(title: "Compose")
            sheet.modalPresentationStyle = .pageSheet
            try navigation.tryPresent(sheet, animated: true)
            window.runUntilIdle()
            sheet.dismiss(animated: true)
            window.runUntilIdle()
            return [navigation, sheet]
        }
        for probe in probes { #expect(probe() == nil, "\(String(describing: probe()))") }
    }

    @Test(arguments: [ModalPresentationStyle.pageSheet, .fullScreen, .popover])
    func aWindowMidTransitionIsFreed(_ style: ModalPresentationStyle) throws {
        let probes = try release { window in
            let list = PlaceholderViewController(title: "Inbox", rows: ["One"])
            list.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Share")]
            let navigation = NavigationController(rootViewController: list)
            window.rootViewController = navigation
            let sheet = PlaceholderViewController(title: "Compose")
            sheet.modalPresentationStyle = style
            sheet.popoverPresentationController?.barButtonItem = list.navigationItem.rightBarButtonItems.first
            try navigation.tryPresent(sheet, animated: true)
            window.advance(by: 0.1)
            return [navigation, sheet, sheet.presentationController as AnyObject]
        }
        for probe in probes { #expect(probe() == nil, "\(style): \(String(describing: probe()))") }
    }

    @Test func aWindowMidRotationIsFreed() throws {
        let probes = try release { window in
            let list = PlaceholderViewController(title: "Inbox", rows: ["One", "Two"])
            let navigation = NavigationController(rootViewController: list)
            window.rootViewController = navigation
            window.runUntilIdle()
            try window.rotate(to: .landscape, animated: true)
            window.advance(by: 0.1)
            _ = window.renderTree()
            return [navigation, list, list.view]
        }
        for probe in probes { #expect(probe() == nil, "\(String(describing: probe()))") }
    }

    @Test func aWindowMidAnimationIsFreed() throws {
        let probes = try release { window in
            let list = PlaceholderViewController(title: "Inbox")
            window.rootViewController = list
            window.runUntilIdle()
            let view: View = list.view
            View.animate(withDuration: 1) {
                view.alpha = 0.5
            } completion: { _ in
                view.alpha = 1
            }
            window.advance(by: 0.2)
            return [list, view]
        }
        for probe in probes { #expect(probe() == nil, "\(String(describing: probe()))") }
    }

    @Test func aWindowAfterACustomInteractiveDismissalIsFreed() throws {
        let delegate = FadeTransitioningDelegate()
        delegate.interactiveDismissal = true
        let probes = try release { window in
            let root = NavigationController(rootViewController: PlaceholderViewController(title: "Inbox"))
            window.rootViewController = root
            let presented = ViewController(title: "Faded")
            presented.modalPresentationStyle = .overFullScreen
            presented.transitioningDelegate = delegate
            try root.tryPresent(presented, animated: true)
            window.runUntilIdle()
            presented.dismiss(animated: true)
            delegate.interaction.update(0.25)
            delegate.interaction.cancel()
            window.runUntilIdle()
            presented.dismiss(animated: true)
            delegate.interaction.update(0.5)
            delegate.interaction.finish()
            window.runUntilIdle()
            return [root, presented]
        }
        for probe in probes { #expect(probe() == nil, "\(String(describing: probe()))") }
    }

    @Test func aWindowAfterAUserDismissalDragIsFreed() throws {
        let probes = try release { window in
            let root = NavigationController(rootViewController: PlaceholderViewController(title: "Inbox"))
            window.rootViewController = root
            let sheet = PlaceholderViewController(title: "Compose")
            sheet.modalPresentationStyle = .pageSheet
            try root.tryPresent(sheet, animated: true)
            window.runUntilIdle()
            let interaction = try #require(sheet.presentationController?.beginInteractiveDismissal())
            interaction.update(0.3)
            window.advance(by: 0.1)
            return [root, sheet, sheet.view]
        }
        for probe in probes { #expect(probe() == nil, "\(String(describing: probe()))") }
    }
}
