import PresentationKit
import Testing

/// The PSPDFKit article's "half modal" inspector, presented from a pushed controller, whose controller
/// dismisses it alongside the navigation pop (UIKit runs transitions one after the other, so the article
/// moves the presented view off screen in the pop's coordinator and dismisses without animation at its end).
final class HalfModalPresentationController: PresentationController {
    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let height = containerView.bounds.height / 3
        return Rect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    /// Moves the presented view below the screen (animated when called in an animation block).
    func moveOffscreen() {
        guard let containerView, let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: containerView.bounds.height / 3)
    }
}

final class HalfModalTransitioningDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        HalfModalPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class DocumentViewController: PlaceholderViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard isMovingFromParent, let coordinator = transitionCoordinator,
            let halfModal = presentedViewController?.presentationController as? HalfModalPresentationController
        else { return }
        coordinator.animateAlongsideTransition(
            in: halfModal.containerView,
            animation: { _ in
                halfModal.moveOffscreen()
            },
            completion: { context in
                if !context.isCancelled { self.dismiss(animated: false) }
            })
    }
}

@Suite struct NavigationTransitionTests {
    @Test func animatedPushSlidesInWithACoordinator() throws {
        let (window, navigation) = try Fixture.window("iphone-15-pro")
        let detail = PlaceholderViewController(title: "Detail", rows: ["A"])
        navigation.pushViewController(detail, animated: true)
        #expect(detail.isMovingToParent && detail.transitionCoordinator != nil)
        window.advance(by: window.environment.metrics[.navigationTransitionDuration] / 2)
        let tree = window.renderTree()
        let incoming = try #require(tree.root.first { $0.label == "Detail" })
        let outgoing = try #require(tree.root.first { $0.label == "Root" })
        #expect(incoming.frame.minX > 0 && incoming.frame.minX < 393)
        #expect(outgoing.frame.minX < 0 && outgoing.frame.minX > -131)
        window.runUntilIdle()
        #expect(!detail.isMovingToParent && navigation.topViewController === detail)
        #expect(window.renderTree().root.first { $0.label == "Root" } == nil, "the covered view left the hierarchy")
    }

    @Test func halfModalIsDismissedAlongsideThePop() throws {
        let (window, navigation) = try Fixture.window("iphone-15-pro")
        let document = DocumentViewController(title: "Document", rows: ["Page 1"])
        navigation.pushViewController(document, animated: false)
        let delegate = HalfModalTransitioningDelegate()
        let inspector = PlaceholderViewController(title: "Inspector", rows: ["Colour", "Width"], listStyle: .plain)
        inspector.modalPresentationStyle = .custom
        inspector.transitioningDelegate = delegate
        try document.tryPresent(inspector, animated: false)
        #expect(window.renderTree().presented?.frame == Rect(x: 0, y: 568, width: 393, height: 284))
        navigation.popViewController(animated: true)
        window.advance(by: window.environment.metrics[.navigationTransitionDuration] / 2)
        let midway = try #require(window.renderTree().presented)
        #expect(midway.frame.minY > 568 && midway.frame.minY < 852, "the inspector moves with the pop: \(midway.frame)")
        window.runUntilIdle()
        #expect(navigation.presentedViewController == nil, "dismissed without animation at the end of the pop")
        #expect(navigation.topViewController !== document)
        let dismissal = try #require(window.callbackTrace.last { $0.event == "dismissalTransitionDidEnd(true)" })
        let popEnd = try #require(window.callbackTrace.last { $0.event == "viewDidAppear" })
        #expect(dismissal.time == popEnd.time, "the inspector leaves when the pop ends, not after a second transition")
        #expect(close(popEnd.time, window.environment.metrics[.navigationTransitionDuration], 1e-9))
    }
}
