import PresentationKit
import Testing

@Suite struct LifecycleOrderTests {
    @Test func fullScreenPresentationAndDismissalCallInUIKitOrder() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = ViewController(title: "Full")
        presented.modalPresentationStyle = .fullScreen
        let start = window.callbackTrace.count
        try root.tryPresent(presented, animated: true)
        window.runUntilIdle()
        presented.dismiss(animated: true)
        window.runUntilIdle()
        let events = window.callbackTrace[start...].map { "\($0.subject) \($0.event)" }
        let expectedOrder = [
            "FullScreenPresentationController(<ViewController: Full>) presentationTransitionWillBegin",
            "<ViewController: Full> viewWillAppear",
            "<NavigationController> viewWillDisappear",
            "FullScreenPresentationController(<ViewController: Full>) presentationTransitionDidEnd(true)",
            "<ViewController: Full> viewDidAppear",
            "<NavigationController> viewDidDisappear",
            "FullScreenPresentationController(<ViewController: Full>) dismissalTransitionWillBegin",
            "<ViewController: Full> viewWillDisappear",
            "<NavigationController> viewWillAppear",
            "FullScreenPresentationController(<ViewController: Full>) dismissalTransitionDidEnd(true)",
            "<ViewController: Full> viewDidDisappear",
            "<NavigationController> viewDidAppear",
        ]
        let observed = events.filter { event in expectedOrder.contains(event) }
        #expect(observed == expectedOrder)
        let layoutCalls = events.filter { $0.hasSuffix("containerViewWillLayoutSubviews") }
        #expect(!layoutCalls.isEmpty)
    }

    @Test func transitionTimesFollowTheClock() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = ViewController(title: "Sheet")
        presented.modalPresentationStyle = .pageSheet
        try root.tryPresent(presented, animated: true)
        window.runUntilIdle()
        let didEnd = try #require(window.callbackTrace.first { $0.event == "presentationTransitionDidEnd(true)" })
        #expect(didEnd.time > 0.344, "the sheet spring runs longer than its response")
        #expect(didEnd.time < 1.5)
    }

    @Test func dismissingAMiddleControllerDismissesEverythingAbove() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let first = try Fixture.present(.pageSheet, on: root, in: window)
        let second = try Fixture.present(.pageSheet, on: first, in: window)
        let third = try Fixture.present(.overFullScreen, on: second, in: window)
        #expect(window.topViewController === third)
        first.dismiss(animated: true)
        window.runUntilIdle()
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil && third.presentingViewController == nil)
        #expect(window.topViewController === first)
        #expect(window.renderTree().all(.container).count == 1)
    }

    @Test func dismissOnThePresentedControllerForwardsToThePresenter() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        let sheet = try Fixture.present(.formSheet, on: root, in: window)
        sheet.dismiss(animated: false)
        window.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissalRequestedDuringATransitionWaitsForIt() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = ViewController(title: "Sheet")
        try root.tryPresent(presented, animated: true)
        root.dismiss(animated: true)
        #expect(root.presentedViewController === presented)
        window.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func userDismissalAsksTheDelegate() throws {
        final class Delegate: AdaptivePresentationControllerDelegate {
            var allow = false
            var calls: [String] = []
            func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
                calls.append("should")
                return allow
            }
            func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
                calls.append("attempt")
            }
            func presentationControllerWillDismiss(_ presentationController: PresentationController) {
                calls.append("will")
            }
            func presentationControllerDidDismiss(_ presentationController: PresentationController) {
                calls.append("did")
            }
        }
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = Delegate()
        let sheet = ViewController(title: "Sheet")
        sheet.presentationController?.delegate = delegate
        try root.tryPresent(sheet, animated: false)
        let controller = try #require(sheet.presentationController)
        #expect(!controller.performUserDismissal())
        delegate.allow = true
        sheet.isModalInPresentation = true
        #expect(!controller.performUserDismissal())
        sheet.isModalInPresentation = false
        #expect(controller.performUserDismissal())
        window.runUntilIdle()
        #expect(delegate.calls == ["should", "attempt", "attempt", "should", "will", "did"])
        #expect(root.presentedViewController == nil)
    }
}
