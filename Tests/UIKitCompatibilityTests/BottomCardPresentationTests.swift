#if os(Linux)
    import Testing
    import UIKit

    // Written exactly as for iOS: a bottom card over a dimming view, with a fade-and-slide animator.
    // This file must compile unchanged against UIKit on iOS and against this project's UIKit on Linux.

    final class BottomCardPresentationController: UIPresentationController {
        private let dimmingView = UIView()

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView = containerView else { return .zero }
            let height = containerView.bounds.height * 0.4
            return CGRect(
                x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
        }

        override func presentationTransitionWillBegin() {
            guard let containerView = containerView else { return }
            dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
            dimmingView.isOpaque = false
            dimmingView.tag = 42
            dimmingView.frame = containerView.bounds
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.alpha = 0
            containerView.insertSubview(dimmingView, at: 0)
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        }

        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        }

        private(set) var traitChanges = 0

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            traitChanges += 1
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            presentedView?.frame = frameOfPresentedViewInContainerView  // the dimming view follows by autoresizing
        }
    }

    final class BottomCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    @Suite struct BottomCardPresentationTests {
        @Test func aUIKitStylePresentationControllerLaysOutAsOnIOS() throws {
            let delegate = BottomCardTransitioningDelegate()
            let host = try CustomPresentationHost(device: "iphone-15-pro", delegate: delegate)
            let (window, root, card) = (host.window, host.root, host.presented)
            // UIKit places the presented view at frameOfPresentedViewInContainerView, unrounded.
            let frame = card.view.frame
            #expect(abs(frame.minY - 511.2) < 1e-9 && abs(frame.height - 340.8) < 1e-9)
            #expect(frame.minX == 0 && frame.width == 393)
            let dimming = try #require(card.view.superview?.subviews.first)
            #expect(dimming.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(dimming.alpha == 1)
            #expect(card.view.superview?.viewWithTag(42) === dimming)
            // The card touches the bottom edge only: UIKit gives it the home indicator inset alone.
            #expect(card.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
            #expect(dimming.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            try window.rotate(to: .landscape)
            window.runUntilIdle()
            let controller = try #require(card.presentationController as? BottomCardPresentationController)
            #expect(controller.traitChanges == 1, "rotating an iPhone changes its vertical size class")
            #expect(
                dimming.frame == CGRect(x: 0, y: 0, width: 852, height: 393),
                "the dimming view followed by autoresizing")
            #expect(root.presentedViewController === card)
            #expect(window.diagnostics.isEmpty)
        }
    }
#endif
