import PresentationKit
import Testing

/// The PSPDFKit article's inspector built on ``AdaptivePresentationManager``: the half modal in compact
/// width, a popover from the inspector button in regular width, switching as the window crosses the
/// boundary. Size classes from Apple's multitasking tables: an 11-inch iPad Pro in landscape is regular
/// at full width and two thirds, compact at a half and a third; an iPhone Pro Max is compact in portrait
/// and regular in landscape.
@Suite struct AdaptiveInspectorTests {
    struct Inspector {
        let window: Window
        let document: DocumentViewController
        let inspector: PlaceholderViewController
        let manager: AdaptivePresentationManager

        var isPopover: Bool { inspector.presentationController is PopoverPresentationController }
        var isHalfModal: Bool { inspector.presentationController is HalfModalPresentationController }
    }

    static func showInspector(in window: Window) throws -> Inspector {
        let document = DocumentViewController.install(in: window)
        let inspector = PlaceholderViewController(
            title: "Inspector", rows: ["Color", "Line width", "Opacity"], listStyle: .plain)
        let popover = PopoverPresentationConfiguration(
            anchor: .barButtonItem(document.inspectorButton), preferredContentSize: Size(width: 320, height: 360),
            passthroughViews: [document.view])
        let manager = AdaptivePresentationManager(
            rules: [AdaptiveRule("regular width", when: .horizontalSizeClass(.regular), present: .popover(popover))],
            fallback: .custom(name: "half modal") {
                HalfModalPresentationController(presentedViewController: $0, presenting: $1)
            })
        try manager.present(inspector, from: document, animated: true)
        window.runUntilIdle()
        return Inspector(window: window, document: document, inspector: inspector, manager: manager)
    }

    @Test func splitViewWidthsSwitchBetweenPopoverAndHalfModal() throws {
        let shown = try Self.showInspector(in: try Window(device: "ipad-pro-11", orientation: .landscape))
        #expect(shown.isPopover)
        shown.inspector.rows = ["Color", "Line width", "Opacity", "Edited"]
        for (width, popover) in [
            (MultitaskingWidth.twoThirds, true), (.half, false), (.oneThird, false), (.half, false),
            (.twoThirds, true), (.fullScreen, true),
        ] {
            try shown.window.resize(to: width, animated: true)
            shown.window.runUntilIdle()
            #expect(shown.isPopover == popover, "\(width)")
            #expect(shown.isHalfModal == !popover, "\(width)")
            #expect(shown.inspector.rows.last == "Edited", "the same inspector, with its state")
            #expect(shown.inspector.presentingViewController === shown.document.navigationController)
        }
    }

    @Test func rotatingAnIPhoneProMaxSwitches() throws {
        let shown = try Self.showInspector(in: try Window(device: "iphone-15-pro-max"))
        #expect(shown.isHalfModal)
        try shown.window.rotate(to: .landscape, animated: true)
        shown.window.runUntilIdle()
        #expect(shown.isPopover)
        #expect(shown.inspector.popoverPresentationController?.arrowDirection == .up)
        try shown.window.rotate(to: .portrait, animated: true)
        shown.window.runUntilIdle()
        #expect(shown.isHalfModal)
        // The half modal's resting frame: a third of the safe height (at least 200 pt) above the bottom
        // inset, which it extends into (see HalfModalPresentationController).
        let container = try #require(shown.inspector.presentationController?.containerView)
        let expected = HalfModalPresentationController.frame(
            in: container.bounds, safeArea: shown.window.safeAreaInsets)
        #expect(shown.inspector.view.frame == expected)
    }

    @Test func touchesReachTheDocumentAfterEachSwitch() throws {
        let shown = try Self.showInspector(in: try Window(device: "ipad-pro-11", orientation: .landscape))
        try shown.window.resize(to: .oneThird, animated: true)
        shown.window.runUntilIdle()
        #expect(shown.isHalfModal)
        let above = try HalfModalHitTestingTests.centre(ofRow: "Page 1", in: shown.window)
        #expect(shown.window.hitTest(above, with: nil)?.isDescendant(of: shown.document.view) == true)
        try shown.window.resize(to: .fullScreen, animated: true)
        shown.window.runUntilIdle()
        #expect(shown.isPopover)
        let beside = try HalfModalHitTestingTests.centre(ofRow: "Page 6", in: shown.window)
        #expect(shown.window.hitTest(beside, with: nil)?.isDescendant(of: shown.document.view) == true)
    }

    @Test func dismissalAfterASwitchLeavesNothingBehind() throws {
        let shown = try Self.showInspector(in: try Window(device: "iphone-15-pro-max"))
        let halfModal = try #require(shown.inspector.presentationController as? HalfModalPresentationController)
        try shown.window.rotate(to: .landscape, animated: true)
        shown.window.runUntilIdle()
        #expect(halfModal.touchForwardingView.superview == nil, "the half modal's container left with it")
        shown.inspector.dismiss(animated: true)
        shown.window.runUntilIdle()
        #expect(shown.document.navigationController?.presentedViewController == nil)
        #expect(shown.window.renderTree().first(.popoverBackground) == nil)
        // Nothing presented: the window is back to the document only.
        #expect(shown.window.subviews.count == 1)
        try shown.window.rotate(to: .portrait, animated: true)
        shown.window.runUntilIdle()
        #expect(shown.document.navigationController?.presentedViewController == nil, "no switch after a dismissal")
    }
}
