import PresentationKit
import Testing

/// A slide-in/slide-out animator as the widely copied tutorials write it: both directions take the
/// presented controller's frame from `finalFrame(for:)` and move it off screen and back.
final class SlideAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let key: TransitionContextKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let view: View = controller.view
        if presenting { transitionContext.containerView.addSubview(view) }
        let presentedFrame = transitionContext.finalFrame(for: controller)
        let offScreen = presentedFrame.offsetBy(dx: transitionContext.containerView.frame.width, dy: 0)
        view.frame = presenting ? offScreen : presentedFrame
        View.animate(
            withDuration: 0.4, animations: { view.frame = self.presenting ? presentedFrame : offScreen },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Presents in the right half of the container with the slide animator both ways.
final class SideSheetPresentationController: PresentationController {
    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

final class SideSheetDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        SideSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { SlideAnimator(presenting: true) }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: false)
    }
}

@Suite struct CustomAnimatorLayoutTests {
    private func presentSideSheet() throws -> (Window, PlaceholderViewController, SideSheetDelegate) {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let delegate = SideSheetDelegate()
        let sheet = PlaceholderViewController(title: "Filters", rows: ["Price", "Rating", "Distance"])
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        try root.tryPresent(sheet, animated: true)
        return (window, sheet, delegate)
    }

    /// In UIKit the presented view is laid out in the layout pass that follows `animateTransition(using:)`,
    /// before the first frame is drawn: its content shows while it slides in.
    @Test func contentIsLaidOutWhileACustomAnimatorRuns() throws {
        let (window, sheet, _) = try presentSideSheet()
        window.advance(by: 0.2)
        let rows = sheet.view.subviews.filter { $0.frame.height > 0 && $0.frame.width > 0 }
        #expect(!rows.isEmpty, "the sheet's rows are laid out mid-transition")
        #expect(rows.allSatisfy { $0.frame.maxX <= sheet.view.bounds.width + 0.5 })
    }

    /// `finalFrame(for:)` of the controller being dismissed is its presented frame (the presentation
    /// controller's `frameOfPresentedViewInContainerView`), which slide-out animators start from.
    @Test func aCustomDismissalSlidesOutFromThePresentedFrame() throws {
        let (window, sheet, delegate) = try presentSideSheet()  // transitioningDelegate is weak, as in UIKit
        defer { withExtendedLifetime(delegate) {} }
        window.runUntilIdle()
        #expect(sheet.view.frame == Rect(x: 196.5, y: 0, width: 196.5, height: 852))
        sheet.dismiss(animated: true)
        window.advance(by: 0.2)
        let frame = try #require(window.renderTree().presented).frame
        #expect(
            abs(frame.width - 196.5) < 0.01 && abs(frame.height - 852) < 0.01,
            "not collapsed to a zero rectangle: \(frame)")
        #expect(frame.minX > 196.5 && frame.minX < 589.5, "half way from the presented frame to off screen")
    }
}
