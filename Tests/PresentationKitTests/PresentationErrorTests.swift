import PresentationKit
import Testing

@Suite struct PresentationErrorTests {
    @Test func popoverWithoutAnchorThrowsOnIPadAndLeavesNothingBehind() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        let popover = ViewController(title: "Popover")
        popover.modalPresentationStyle = .popover
        let error = #expect(throws: PresentationError.self) { try root.tryPresent(popover, animated: true) }
        #expect(error == .popoverWithoutAnchor(popover: "<ViewController: Popover>"))
        #expect(error?.description.contains("should have a non-nil sourceView or barButtonItem set") == true)
        #expect(root.presentedViewController == nil)
        #expect(popover.presentingViewController == nil)
        #expect(window.renderTree().first(.container) == nil)
    }

    @Test func popoverWithoutAnchorIsFineWhenItAdaptsOnIPhone() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let popover = ViewController(title: "Popover")
        popover.modalPresentationStyle = .popover
        try root.tryPresent(popover, animated: false)
        window.runUntilIdle()
        #expect(popover.presentationController?.adaptiveStyleInEffect == .pageSheet)
    }

    @Test func presentingWhileAlreadyPresentingIsRefused() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let first = ViewController(title: "First")
        let second = ViewController(title: "Second")
        try root.tryPresent(first, animated: false)
        let error = #expect(throws: PresentationError.self) { try root.tryPresent(second, animated: false) }
        #expect(
            error?.description
                == "Attempt to present <ViewController: Second> on <NavigationController> (from <NavigationController>) which is already presenting <ViewController: First>."
        )
        root.present(second, animated: false)
        #expect(window.diagnostics.count == 1)
        #expect(first.presentedViewController == nil)
    }

    @Test func presentingDuringATransitionIsDropped() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let first = ViewController(title: "First")
        let second = ViewController(title: "Second")
        try root.tryPresent(first, animated: true)
        #expect(window.isTransitioning)
        #expect(
            throws: PresentationError.presentationInProgress(
                presented: "<ViewController: Second>", presenter: "<ViewController: First>",
                source: "<ViewController: First>")
        ) {
            try first.tryPresent(second, animated: true)
        }
        window.runUntilIdle()
        #expect(!window.isTransitioning)
        try first.tryPresent(second, animated: true)
        window.runUntilIdle()
        #expect(first.presentedViewController === second)
    }

    @Test func presentingAnActiveControllerIsRefused() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let child = try #require(root.topViewController)
        let error = #expect(throws: PresentationError.self) { try root.tryPresent(child, animated: false) }
        withExtendedLifetime(window) {}
        #expect(
            error?.description
                == "Application tried to present modally an active controller <PlaceholderViewController: Root>.")
    }

    @Test func presentingFromOutsideTheWindowIsRefused() throws {
        let loose = ViewController(title: "Loose")
        #expect(
            throws: PresentationError.notInWindowHierarchy(
                presented: "<ViewController: X>", presenter: "<ViewController: Loose>",
                source: "<ViewController: Loose>")
        ) {
            try loose.tryPresent(ViewController(title: "X"), animated: false)
        }
    }

    @Test func partialCurlNeedsAFullScreenPresentation() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        let curl = ViewController(title: "Curl")
        curl.modalTransitionStyle = .partialCurl
        curl.modalPresentationStyle = .formSheet
        #expect(throws: PresentationError.partialCurlRequiresFullScreen("<ViewController: Curl>")) {
            try root.tryPresent(curl, animated: false)
        }
        curl.modalPresentationStyle = .fullScreen
        try root.tryPresent(curl, animated: false)
        window.runUntilIdle()
        #expect(throws: PresentationError.presentingFromPartialCurl("<ViewController: Curl>")) {
            try curl.tryPresent(ViewController(title: "More"), animated: false)
        }
    }

    @Test func currentContextInsideAPopoverNeedsCoverVertical() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        let popover = ViewController(title: "Popover")
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        popover.popoverPresentationController?.sourceRect = Rect(x: 400, y: 400, width: 10, height: 10)
        try root.tryPresent(popover, animated: false)
        window.runUntilIdle()
        let inner = ViewController(title: "Inner")
        inner.modalPresentationStyle = .currentContext
        inner.modalTransitionStyle = .crossDissolve
        #expect(throws: PresentationError.currentContextInPopoverRequiresCoverVertical("<ViewController: Inner>")) {
            try popover.tryPresent(inner, animated: false)
        }
        inner.modalTransitionStyle = .coverVertical
        try popover.tryPresent(inner, animated: false)
        #expect(popover.presentedViewController === inner)
    }

    @Test func adaptiveStylesUIKitDoesNotAllowAreRefused() throws {
        final class PopoverDelegate: AdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(
                for controller: PresentationController,
                traitCollection: TraitCollection
            ) -> ModalPresentationStyle { .currentContext }
        }
        let (window, root) = try Fixture.window("iphone-15-pro")
        defer { withExtendedLifetime(window) {} }
        let delegate = PopoverDelegate()
        let presented = ViewController(title: "P")
        presented.modalPresentationStyle = .popover
        presented.presentationController?.delegate = delegate
        #expect(throws: PresentationError.invalidAdaptiveStyle(.currentContext, controller: "<ViewController: P>")) {
            try root.tryPresent(presented, animated: false)
        }
        #expect(root.presentedViewController == nil)
    }

    @Test func presentingWithStyleNoneIsRefused() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        defer { withExtendedLifetime(window) {} }
        let presented = ViewController(title: "P")
        presented.modalPresentationStyle = .none
        #expect(throws: PresentationError.invalidPresentationStyle(.none, controller: "<ViewController: P>")) {
            try root.tryPresent(presented, animated: false)
        }
    }
}
