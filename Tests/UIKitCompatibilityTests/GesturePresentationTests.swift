#if os(Linux)
    import Testing
    import UIKit

    // Written as for iOS: a card that slides up over a dimming view, dismissed by tapping the dimming view
    // or by dragging the card down (a pan driving a percent-driven interactive dismissal). The only Linux
    // adjustment is the rule for targets: `#selector` where the Objective-C runtime exists, closures here.

    /// Tapping outside the card dismisses it, the classic slide-in presentation controller.
    final class SlideInPresentationController: UIPresentationController {
        let dimmingView = UIView()
        static let cardHeight: CGFloat = 400

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView = containerView else { return .zero }
            let bounds = containerView.bounds
            return CGRect(
                x: 0, y: bounds.height - Self.cardHeight, width: bounds.width, height: Self.cardHeight)
        }

        override func presentationTransitionWillBegin() {
            guard let containerView = containerView else { return }
            dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimmingView.frame = containerView.bounds
            dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimmingView.alpha = 0
            #if canImport(ObjectiveC)
                let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))
            #else
                let tap = UITapGestureRecognizer { [unowned self] in self.dimmingViewTapped($0) }
            #endif
            dimmingView.addGestureRecognizer(tap)
            containerView.insertSubview(dimmingView, at: 0)
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        }

        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        }

        #if canImport(ObjectiveC)
            @objc private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
                presentingViewController.dismiss(animated: true)
            }
        #else
            private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer) {
                presentingViewController.dismiss(animated: true)
            }
        #endif
    }

    /// Slides the card off the bottom of the screen, linearly so that it can follow a finger.
    final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let cardView = transitionContext.view(forKey: .from) else { return }
            let containerHeight = transitionContext.containerView.bounds.height
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                animations: { cardView.frame.origin.y = containerHeight },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// The interaction controller, used only while a finger drives the dismissal.
    final class DragDownInteractor: UIPercentDrivenInteractiveTransition {
        var hasStarted = false
    }

    final class SlideInTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let interactor = DragDownInteractor()

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            SlideInPresentationController(presentedViewController: presented, presenting: presenting)
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideDownAnimator()
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            interactor.hasStarted ? interactor : nil
        }
    }

    /// The card: dragging it down past half its height, or flicking it down, dismisses it.
    final class CardViewController: UIViewController, UIGestureRecognizerDelegate {
        var interactor: DragDownInteractor?
        private(set) var releaseVelocity: CGPoint?

        override func viewDidLoad() {
            super.viewDidLoad()
            #if canImport(ObjectiveC)
                let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            #else
                let pan = UIPanGestureRecognizer { [unowned self] in self.handlePan($0) }
            #endif
            pan.delegate = self
            view.addGestureRecognizer(pan)
        }

        /// Only a mostly downward drag dismisses; a sideways one is left to other gestures.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            let velocity = pan.velocity(in: view)
            return velocity.y > abs(velocity.x)
        }

        #if canImport(ObjectiveC)
            @objc private func handlePan(_ pan: UIPanGestureRecognizer) { follow(pan) }
        #else
            private func handlePan(_ pan: UIPanGestureRecognizer) { follow(pan) }
        #endif

        private func follow(_ pan: UIPanGestureRecognizer) {
            guard let interactor = interactor else { return }
            let translation = pan.translation(in: view)
            let progress = max(0, min(1, translation.y / view.bounds.height))
            switch pan.state {
            case .began:
                interactor.hasStarted = true
                dismiss(animated: true, completion: nil)
            case .changed:
                interactor.update(progress)
            case .ended:
                interactor.hasStarted = false
                releaseVelocity = pan.velocity(in: view)
                if progress > 0.5 || pan.velocity(in: view).y > 1000 {
                    interactor.finish()
                } else {
                    interactor.cancel()
                }
            case .cancelled:
                interactor.hasStarted = false
                interactor.cancel()
            default:
                break
            }
        }
    }

    /// An iPhone 15 Pro (393 × 852) showing a card presented over a plain root controller, settled.
    struct SlideInHost {
        let window: UIWindow
        let root: UIViewController
        let card: CardViewController
        let delegate = SlideInTransitioningDelegate()
        /// The card's frame once presented: the bottom 400 points.
        let presentedFrame = CGRect(x: 0, y: 452, width: 393, height: 400)

        init() throws {
            window = try UIWindow(device: "iphone-15-pro", era: .ios18, appearance: .light)
            root = UIViewController()
            window.rootViewController = root
            card = CardViewController()
            card.interactor = delegate.interactor
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true, completion: nil)
            window.runUntilIdle()
        }

        /// Where the card is drawn now (its animated frame, not its model frame).
        var drawnCardFrame: CGRect? { window.renderTree().first(.presentedContent)?.frame }
    }

    @Suite struct GesturePresentationTests {
        @Test func tappingTheDimmingViewDismissesTheCard() throws {
            let host = try SlideInHost()
            #expect(host.card.view.frame == host.presentedFrame)
            host.window.tap(at: CGPoint(x: 200, y: 600))
            #expect(host.root.presentedViewController === host.card, "a tap on the card is not a tap outside it")
            host.window.tap(at: CGPoint(x: 200, y: 200))
            host.window.runUntilIdle()
            #expect(host.root.presentedViewController == nil)
            #expect(host.window.diagnostics.isEmpty)
        }

        @Test func theCardFollowsTheFingerMidDrag() throws {
            let host = try SlideInHost()
            // Finger down on the card, 100 points down over 0.5 s, still touching.
            host.window.sendTouches(
                TouchStep.drag(
                    from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 700), duration: 0.5, steps: 10,
                    lift: false))
            // A linear dismissal held at 100 / 400 of its way puts the card 100 points lower: under the finger.
            let frame = try #require(host.drawnCardFrame)
            #expect(abs(frame.minY - 552) < 1e-9 && frame.height == 400)
            #expect(abs((host.window.transitionProgress ?? 0) - 0.25) < 1e-9)
            #expect(host.root.presentedViewController === host.card, "not dismissed while the finger is down")
            host.window.sendTouches([
                .moved(to: CGPoint(x: 200, y: 850), after: 0.2), .ended(at: CGPoint(x: 200, y: 850), after: 0),
            ])
            host.window.runUntilIdle()
            #expect(host.root.presentedViewController == nil, "released past half way: finished")
        }

        @Test func aSlowShortDragCancelsBackToThePresentedFrame() throws {
            let host = try SlideInHost()
            host.window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 700), duration: 1, steps: 10)
            #expect(host.window.isTransitioning, "the cancelled part runs back on the clock")
            host.window.runUntilIdle()
            #expect(host.root.presentedViewController === host.card)
            #expect(host.drawnCardFrame == host.presentedFrame)
            #expect(abs((host.card.releaseVelocity?.y ?? 0) - 100) < 1e-9, "10 points every 0.1 s")
        }

        @Test func aQuickFlickFinishesThoughItIsShort() throws {
            let host = try SlideInHost()
            // 60 points in 0.05 s: only 15 % of the way, but 1 200 points per second.
            host.window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 660), duration: 0.05, steps: 5)
            #expect(abs((host.card.releaseVelocity?.y ?? 0) - 1200) < 1e-6)
            host.window.runUntilIdle()
            #expect(host.root.presentedViewController == nil)
        }

        @Test func movementWithinTheHysteresisDoesNotStartADismissal() throws {
            let host = try SlideInHost()
            host.window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 609), duration: 0.2, steps: 3)
            #expect(!host.window.isTransitioning && host.root.presentedViewController === host.card)
            #expect(host.card.view.gestureRecognizers?.first?.state == .failed)
        }

        @Test func theDelegateKeepsSidewaysDragsFromDismissing() throws {
            let host = try SlideInHost()
            host.window.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 300, y: 620), duration: 0.3)
            #expect(host.card.view.gestureRecognizers?.first?.state == .failed)
            #expect(!host.window.isTransitioning && host.root.presentedViewController === host.card)
        }

        @Test func aScreenEdgePanPresentsFromTheLeftEdge() throws {
            let window = try UIWindow(device: "iphone-15-pro", era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let menu = UIViewController()
            let edgePan = UIScreenEdgePanGestureRecognizer { [weak root] pan in
                if pan.state == .began { root?.present(menu, animated: true, completion: nil) }
            }
            edgePan.edges = .left
            root.view.addGestureRecognizer(edgePan)
            window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.2)
            #expect(root.presentedViewController == nil, "the drag started in the middle of the screen")
            window.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 184, y: 400), duration: 0.2)
            window.runUntilIdle()
            #expect(root.presentedViewController === menu)
        }
    }
#endif
