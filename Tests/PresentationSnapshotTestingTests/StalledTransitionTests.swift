import Foundation
import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// Fades the presented view in and never calls `completeTransition(_:)`: the window waits forever, and a
/// snapshot of it could match a reference made from the same broken code.
private final class NeverCompletingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.viewController(forKey: .to) else { return }
        transitionContext.containerView.addSubview(presented.view)
        presented.view.alpha = 0
        UIView.animate(withDuration: 0.3) { presented.view.alpha = 1 }
    }
}

private final class NeverCompletingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { NeverCompletingAnimator() }
}

@Suite struct StalledTransitionTests {
    private let delegate = NeverCompletingDelegate()

    private func stalledWindow() throws -> UIWindow {
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let root = UIViewController()
        window.rootViewController = root
        let card = UIViewController(title: "Card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        window.runUntilIdle()
        return window
    }

    @Test func theInvariantsNameTheTransitionThatNeverEnded() throws {
        let violations = PresentationInvariants().violations(in: try stalledWindow()).map(\.description)
        #expect(
            violations.contains {
                $0.hasPrefix("iphone-15-pro.portrait.ios18: transitions-complete: window: The presentation of")
                    && $0.contains("never called completeTransition(_:)")
            })
    }

    @Test func windowSnapshotsFailInsteadOfPassingAPictureOfAStuckTransition() throws {
        let window = try stalledWindow()
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        withKnownIssue {
            _ = verifySnapshot(
                of: window, as: .layout, named: "stalled", record: .all,
                snapshotDirectory: sandbox.directory.path, testName: sandbox.testName)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("never ended")
        }
    }
}
