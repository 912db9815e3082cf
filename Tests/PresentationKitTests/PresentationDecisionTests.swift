import PresentationKit
import Testing

/// ``Window/presentationDecisions``: why each presentation shows as it does, worked out from UIKit's rules.
@Suite struct PresentationDecisionTests {
    final class KeepPopover: PopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: PresentationController,
            traitCollection: TraitCollection
        ) -> ModalPresentationStyle { .none }
    }

    /// iOS 13+: a popover in compact width becomes a page sheet (a card), which sits below the status
    /// bar, so the owner does not change.
    @Test func popoverOnIPhoneExplainsTheUIKitDefault() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.popover, on: root, in: window) { Fixture.anchorAtBarButton($0, root: root) }
        #expect(
            window.presentationDecisions.map(\.description) == [
                "popover → pageSheet: horizontal size class compact (iPhone 15 Pro portrait); "
                    + "delegate returned .none? no; UIKit iOS 18 default"
            ])
    }

    @Test func delegateKeepingThePopoverIsNamed() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = KeepPopover()
        try Fixture.present(.popover, on: root, in: window) {
            Fixture.anchorAtBarButton($0, root: root)
            $0.popoverPresentationController?.delegate = delegate
        }
        #expect(
            window.presentationDecisions.last?.description
                == "popover → popover: horizontal size class compact (iPhone 15 Pro portrait); "
                + "delegate returned .none? yes; delegate answer .none")
    }

    /// Full screen takes the status bar from the root's visible child (the navigation controller's top).
    @Test func fullScreenRecordsTheStatusBarOwnerChange() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.fullScreen, on: root, in: window)
        #expect(
            window.presentationDecisions.map(\.description) == [
                "fullScreen → fullScreen: horizontal size class compact (iPhone 15 Pro portrait); "
                    + "delegate returned .none? no; UIKit iOS 18 default",
                "<PlaceholderViewController: Root> → <PlaceholderViewController: Presented>: "
                    + "status-bar owner (iPhone 15 Pro portrait); status-bar rules",
            ])
    }

    /// A third of the iPad Pro 11" in landscape is compact: the popover re-adapts to a page sheet.
    @Test func resizeRecordsTheReadaptation() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        try Fixture.present(.popover, on: root, in: window) { Fixture.anchorAtBarButton($0, root: root) }
        try window.resize(to: .oneThird)
        window.runUntilIdle()
        #expect(
            window.presentationDecisions.map(\.description) == [
                "popover → popover: horizontal size class regular (iPad Pro 11-inch landscape); "
                    + "delegate returned .none? no; UIKit iOS 18 default",
                "popover → pageSheet: horizontal size class compact (iPad Pro 11-inch landscape, oneThird); "
                    + "delegate returned .none? no; UIKit iOS 18 default",
            ])
    }

    /// The manager's switch names its rule; the new presentation's own line shows the manager (as
    /// delegate) keeping it, in the size and traits it will live in (the switch happens just before the
    /// window takes them), with the ones it left; a full-screen fallback takes the status bar there.
    @Test func managerSwitchNamesTheRule() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        let manager = AdaptivePresentationManager(
            rules: [AdaptiveRule("regular", when: .horizontalSizeClass(.regular), present: .style(.formSheet))],
            fallback: .style(.fullScreen))
        let presented = PlaceholderViewController(title: "Presented", rows: ["A"])
        try manager.present(presented, from: root, animated: false)
        window.runUntilIdle()
        let start = window.presentationDecisions.count
        try window.resize(to: .oneThird)
        window.runUntilIdle()
        // 1194 pt / 3, less the divider: 375 pt (iPad multitasking widths).
        #expect(
            window.presentationDecisions[start...].map(\.description) == [
                "formSheet → fullScreen: width 375 pt, horizontal size class compact "
                    + "(iPad Pro 11-inch landscape, oneThird); manager fallback",
                "fullScreen → fullScreen: horizontal size class compact (iPad Pro 11-inch landscape, oneThird), "
                    + "presented during the size change from horizontal size class regular "
                    + "(iPad Pro 11-inch landscape); delegate returned .none? yes; UIKit iOS 18 default",
                "<PlaceholderViewController: Root> → <PlaceholderViewController: Presented>: "
                    + "status-bar owner (iPad Pro 11-inch landscape, oneThird); status-bar rules",
            ])
    }
}
