import PresentationKit
import Testing

// A custom presentation controller written as in Apple's UIPresentationController documentation and the
// PSPDFKit article, with only the UI/CG prefixes removed: a dimming view added in
// presentationTransitionWillBegin and faded in alongside the transition, the frame overridden, and the
// frames updated in containerViewWillLayoutSubviews.
final class HalfHeightPresentationController: PresentationController {
    let dimmingView = View()

    override var frameOfPresentedViewInContainerView: Rect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = Color(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class HalfHeightTransitioningDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@Suite struct CustomPresentationControllerTests {
    /// Presents a controller with the half-height custom presentation controller.
    static func presentHalfHeight(
        on root: ViewController, delegate: HalfHeightTransitioningDelegate,
        animated: Bool
    ) throws -> ViewController {
        let presented = ViewController(title: "Half")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        try root.tryPresent(presented, animated: animated)
        return presented
    }

    @Test func customControllerLaysOutAndFadesItsDimmingView() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = HalfHeightTransitioningDelegate()
        let presented = try Self.presentHalfHeight(on: root, delegate: delegate, animated: true)
        let controller = try #require(presented.presentationController as? HalfHeightPresentationController)
        #expect(controller.presentingViewController === root)

        let duration = PresentationMetrics.of(.ios18)[.transitionDuration]
        window.advance(by: duration / 2)
        let midway = window.renderTree()
        let dimmingAlpha = try #require(midway.root.allNodes.first { $0.backgroundColor?.alpha == 0.4 }).alpha
        #expect(dimmingAlpha > 0.1 && dimmingAlpha < 0.9)
        let sliding = try #require(midway.presented)
        #expect(sliding.frame.minY > 426 && sliding.frame.minY < 852)

        window.runUntilIdle()
        let done = window.renderTree()
        #expect(done.presented?.frame == Rect(x: 0, y: 426, width: 393, height: 426))
        #expect(done.root.allNodes.first { $0.backgroundColor?.alpha == 0.4 }?.alpha == 1)
        #expect(done.first(.presentingContent) != nil, "a custom presentation keeps the presenter's views")
    }

    @Test func customControllerRelaysOutOnRotation() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = HalfHeightTransitioningDelegate()
        _ = try Self.presentHalfHeight(on: root, delegate: delegate, animated: false)
        try window.rotate(to: .landscape)
        #expect(window.renderTree().presented?.frame == Rect(x: 0, y: 196.5, width: 852, height: 196.5))
        let trace = window.callbackTrace.map(\.event)
        #expect(trace.contains("viewWillTransition(to:with:)"))
        let willLayout = trace.lastIndex(of: "containerViewWillLayoutSubviews")
        let rotate = trace.firstIndex(of: "viewWillTransition(to:with:)")
        #expect((willLayout ?? 0) > (rotate ?? .max))
    }

    @Test func customControllerDismissesAndRemovesItsViews() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = HalfHeightTransitioningDelegate()
        let presented = try Self.presentHalfHeight(on: root, delegate: delegate, animated: true)
        window.runUntilIdle()
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        #expect(!completed)
        window.runUntilIdle()
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(window.renderTree().first(.container) == nil)
        #expect(window.renderTree().first(.content) != nil)
    }

    @Test func defaultPresentationControllerFillsTheContainer() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        let presented = ViewController(title: "Plain")
        presented.modalPresentationStyle = .custom
        try root.tryPresent(presented, animated: false)
        #expect(window.renderTree().presented?.frame == Rect(x: 0, y: 0, width: 1194, height: 834))
    }
}
