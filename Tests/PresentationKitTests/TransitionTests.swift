import PresentationKit
import Testing

// A custom animator written as for UIKit: add the "to" view, fade it in, complete from the completion.
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    var endedWith: Bool?
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        if presenting {
            guard let toViewController = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return }
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: toViewController)
            toView.alpha = 0
            View.animate(
                withDuration: 0.3, animations: { toView.alpha = 1 },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            let fromView = transitionContext.view(forKey: .from)
            View.animate(
                withDuration: 0.3, animations: { fromView?.alpha = 0 },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith = transitionCompleted }
}

final class FadeTransitioningDelegate: ViewControllerTransitioningDelegate {
    let presentAnimator = FadeAnimator(presenting: true), dismissAnimator = FadeAnimator(presenting: false)
    let interaction = PercentDrivenInteractiveTransition()
    var interactiveDismissal = false

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        dismissAnimator
    }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { interactiveDismissal ? interaction : nil }
}

@Suite struct TransitionTests {
    @Test func customAnimatorRunsOnTheClockAndCompletes() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = FadeTransitioningDelegate()
        let presented = ViewController(title: "Faded")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        var completed = false
        try root.tryPresent(presented, animated: true) { completed = true }
        window.advance(by: 0.15)
        let node = try #require(window.renderTree().presented)
        #expect(node.alpha > 0.2 && node.alpha < 0.8)
        #expect(node.frame == Rect(x: 0, y: 0, width: 393, height: 852), "the animator used finalFrame(for:)")
        #expect(!completed && window.isTransitioning)
        window.advance(by: 0.2)
        #expect(completed && !window.isTransitioning)
        #expect(delegate.presentAnimator.endedWith == true)
    }

    @Test func interactiveDismissalFollowsThePercentAndFinishes() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = try Fixture.present(.pageSheet, on: root, in: window)
        let controller = try #require(sheet.presentationController)
        let interaction = try #require(controller.beginInteractiveDismissal())
        interaction.update(0.5)
        window.advance(by: 1)
        let halfway = try #require(window.renderTree().presented).frame.minY
        #expect(halfway > 69 + 100 && halfway < 852, "held half way while the finger is down: \(halfway)")
        #expect(window.isTransitioning)
        interaction.finish()
        window.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(window.renderTree().presented == nil)
    }

    @Test func cancellingReturnsExactlyToTheStart() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.pageSheet, on: root, in: window)
        let before = window.layoutDump()
        let sheet = try #require(root.presentedViewController)
        let interaction = try #require(sheet.presentationController?.beginInteractiveDismissal())
        interaction.update(0.7)
        window.advance(by: 0.3)
        #expect(window.layoutDump() != before)
        interaction.cancel()
        window.runUntilIdle()
        #expect(root.presentedViewController === sheet, "still presented")
        let after = window.layoutDump()
        #expect(Self.withoutClock(after) == Self.withoutClock(before))
        #expect(window.callbackTrace.contains { $0.event == "dismissalTransitionDidEnd(false)" })
        #expect(!window.callbackTrace.contains { $0.event == "presentationControllerDidDismiss" })
    }

    @Test func refusedInteractiveDismissalReturnsNil() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = try Fixture.present(.pageSheet, on: root, in: window)
        sheet.isModalInPresentation = true
        #expect(sheet.presentationController?.beginInteractiveDismissal() == nil)
        #expect(window.callbackTrace.last?.event == "presentationControllerDidAttemptToDismiss")
    }

    @Test func customInteractiveDismissalCancelsAndFinishes() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        let delegate = FadeTransitioningDelegate()
        delegate.interactiveDismissal = true
        let presented = ViewController(title: "Faded")
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        try root.tryPresent(presented, animated: true)
        window.runUntilIdle()
        presented.dismiss(animated: true)
        delegate.interaction.update(0.25)
        // The animator's block uses UIView's default ease-in-out: a quarter of the time is less than a
        // quarter of the way.
        let expected = 1 - TimingCurve.easeInOut.progress(atFraction: 0.25)
        #expect(close(window.renderTree().presented?.alpha ?? 0, expected, 0.001))
        delegate.interaction.cancel()
        window.runUntilIdle()
        #expect(window.renderTree().presented?.alpha == 1, "the fade is undone")
        #expect(delegate.dismissAnimator.endedWith == false)
        #expect(root.presentedViewController === presented)
        presented.dismiss(animated: true)
        delegate.interaction.update(0.5)
        delegate.interaction.finish()
        window.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.dismissAnimator.endedWith == true)
    }

    @Test func alongsideAnimationsFollowAnInteractiveTransition() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = try Fixture.present(.pageSheet, on: root, in: window)
        let marker = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        marker.backgroundColor = .systemRed
        window.addSubview(marker)
        let interaction = try #require(sheet.presentationController?.beginInteractiveDismissal())
        sheet.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
        var released: Bool?
        sheet.transitionCoordinator?.notifyWhenInteractionChanges { released = $0.isCancelled }
        interaction.update(0.5)
        // The alongside block shares the sheet's spring: half of the spring's settling time is most of
        // its travel.
        let metrics = window.environment.metrics
        let spring = TimingCurve.spring(
            dampingRatio: metrics[.sheetSpringDampingRatio],
            response: metrics[.sheetSpringResponse], initialVelocity: 0)
        let alpha = try #require(window.renderTree().root.children.last).alpha
        #expect(close(alpha, 1 - spring.progress(atFraction: 0.5), 0.001), "alpha \(alpha)")
        interaction.cancel()
        #expect(released == true)
        window.runUntilIdle()
        #expect(marker.alpha == 1)
    }

    static func withoutClock(_ dump: String) -> String {
        dump.split(separator: "\n").map { line in
            line.hasPrefix("window ")
                ? String(line.split(separator: " ").dropLast().joined(separator: " ")) : String(line)
        }.joined(separator: "\n")
    }
}

@Suite struct SystemTransitionTests {
    @Test func flipTurnsBothViewsAboutTheVerticalAxis() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = ViewController(title: "Back")
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        try root.tryPresent(presented, animated: true)
        let duration = window.environment.metrics[.flipDuration]
        window.advance(by: duration * 0.25)
        let early = window.renderTree()
        let presenter = try #require(early.first(.presentingContent))
        #expect((presenter.transform3D?.rotationY ?? 0) > 0 && (presenter.transform3D?.rotationY ?? 0) < .pi / 2)
        #expect(early.presented == nil, "the presented view still faces away")
        window.advance(by: duration * 0.5)
        let late = window.renderTree()
        #expect(late.first(.presentingContent) == nil, "the presenter now faces away")
        #expect(late.presented?.transform3D != nil)
        window.runUntilIdle()
        #expect(window.renderTree().presented?.transform3D == nil)
        presented.dismiss(animated: true)
        window.advance(by: duration * 0.25)
        #expect(window.renderTree().presented?.transform3D != nil)
        window.runUntilIdle()
        #expect(window.renderTree().first(.content)?.transform3D == nil, "flat again after the dismissal")
    }

    @Test func partialCurlLeavesTheCurledPresenterAboveThePresentedView() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = ViewController(title: "Settings")
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .partialCurl
        try root.tryPresent(presented, animated: true)
        window.advance(by: window.environment.metrics[.curlDuration] / 2)
        let midway = try #require(window.renderTree().first(.presentingContent)?.pageCurl)
        #expect(midway > 0 && midway < 1)
        window.runUntilIdle()
        let tree = window.renderTree()
        let children = tree.root.children
        #expect(children.first?.role == .container, "the presented view is underneath")
        #expect(children.last?.role == .presentingContent && children.last?.pageCurl == 1)
        presented.dismiss(animated: true)
        window.runUntilIdle()
        #expect(window.renderTree().first(.content)?.pageCurl == nil)
        #expect(root.presentedViewController == nil)
    }
}

@Suite struct TransitionMotionTests {
    /// `setNeedsStatusBarAppearanceUpdate()` inside an animation block animates the change with it (Apple's
    /// documentation), with the `.fade` animation by default: the glyphs go from dark to light with the sheet.
    @Test func theStatusBarCrossFadesThroughAPresentation() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = ViewController(title: "Sheet")
        sheet.modalPresentationStyle = .pageSheet
        try root.tryPresent(sheet, animated: true)
        let black = ColorComponents(rgb: 0x000000)
        #expect(window.renderTree().statusBar?.glyphColor(for: .light) == black, "still over the white presenter")
        window.advance(by: 0.05)
        let midway = try #require(window.renderTree().statusBar?.glyphColor(for: .light)).red
        #expect(midway > 0.05 && midway < 0.95, "grey while the sheet comes up: \(midway)")
        window.runUntilIdle()
        let bar = window.renderTree().statusBar
        #expect(bar?.style == .lightContent && bar?.fade == nil, "over the black band at the end")
    }

    @Test func anInteractiveDragMovesTheSheetInProportion() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let sheet = try Fixture.present(.pageSheet, on: root, in: window)
        let start = try #require(window.renderTree().presented).frame.minY
        let interaction = try #require(sheet.presentationController?.beginInteractiveDismissal())
        interaction.update(0.25)
        let quarter = try #require(window.renderTree().presented).frame.minY
        interaction.update(0.5)
        let half = try #require(window.renderTree().presented).frame.minY
        #expect(close(quarter - start, (852 - start) * 0.25, 0.5), "a quarter of the way down: \(quarter)")
        #expect(close(half - start, (852 - start) * 0.5, 0.5))
        interaction.cancel()
        window.runUntilIdle()
    }
}
