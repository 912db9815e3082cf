#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// Slides the presented view up with a property animator it keeps only in a local variable, a common iOS
    /// pattern (UIKit keeps running animators alive), and completes the transition from the animator's
    /// completion.
    final class LocalAnimatorSlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let presented = transitionContext.viewController(forKey: .to) else { return }
            let container = transitionContext.containerView
            let final = transitionContext.finalFrame(for: presented)
            presented.view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(presented.view)
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { presented.view.frame = final }
            animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
            animator.startAnimation()
        }
    }

    /// Animates like the animator above but forgets to call `completeTransition(_:)`.
    final class ForgetfulAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let presented = transitionContext.viewController(forKey: .to) else { return }
            transitionContext.containerView.addSubview(presented.view)
            presented.view.alpha = 0
            UIView.animate(withDuration: 0.3) { presented.view.alpha = 1 }
        }
    }

    /// Hands out one animator for presentations.
    final class AnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator: UIViewControllerAnimatedTransitioning
        init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    /// Reads the environment the way a card library configures itself: once, before anything is presented.
    struct CardLibraryConfiguration {
        let topInset: CGFloat
        let screenWidth: CGFloat

        init() {
            topInset = UIApplication.shared.statusBarFrame.height
            screenWidth = UIScreen.main.bounds.width
        }
    }

    @Suite struct RealCodeBehaviourTests {
        private func window(_ device: String = "iphone-15-pro") throws -> UIWindow {
            try UIWindow(device: device, orientation: .portrait, era: .ios18, appearance: .light)
        }

        @Test func aControllersDefaultViewIsTheSizeOfTheScreen() throws {
            // UIKit's loadView makes a view with the main screen's bounds (UIViewController documentation,
            // loadView: "creates a plain UIView"; its frame is the screen's): 393 × 852 pt on an iPhone 15 Pro.
            let phone = try window()
            #expect(UIViewController().view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            withExtendedLifetime(phone) {}
            let landscape = try UIWindow(
                device: "ipad-pro-11", orientation: .landscape, era: .ios18, appearance: .light)
            landscape.makeKeyAndVisible()
            #expect(UIViewController().view.bounds.size == CGSize(width: 1194, height: 834))
        }

        @Test func setUpCodeOutsideAWindowsWorkSeesTheLatestWindow() throws {
            let window = try window()
            let controller = UIViewController()
            window.rootViewController = controller
            // Configured outside any window's work, as test set-up does: the status bar is the iPhone 15 Pro's
            // 54 pt (Dynamic Island), not zero, so a card placed below it clears the island.
            let configuration = CardLibraryConfiguration()
            #expect(configuration.topInset == 54)
            #expect(configuration.screenWidth == 393)
        }

        @Test func windowsOnDifferentThreadsStayIndependent() throws {
            let phone = try window()
            let padWidth = LockedBox<CGFloat>()
            let thread = Thread {
                let pad = try? UIWindow(device: "ipad-pro-11", orientation: .portrait, era: .ios18, appearance: .light)
                padWidth.set(UIScreen.main.bounds.width)
                withExtendedLifetime(pad) {}
            }
            thread.start()
            while padWidth.value == nil { Thread.sleep(forTimeInterval: 0.001) }
            #expect(padWidth.value == 834, "the other thread sees its own window")
            #expect(UIScreen.main.bounds.width == 393, "this thread still sees its own")
            withExtendedLifetime(phone) {}
        }

        /// A window whose root presents a card with `animator`, run until nothing moves.
        private func presentCard(with animator: UIViewControllerAnimatedTransitioning) throws -> (
            window: UIWindow, root: UIViewController, card: UIViewController, delegate: AnimatorDelegate
        ) {
            let window = try window()
            let root = UIViewController()
            window.rootViewController = root
            let card = UIViewController()
            let delegate = AnimatorDelegate(animator)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            window.runUntilIdle()
            return (window, root, card, delegate)
        }

        @Test func aRunningAnimatorHeldByNoOneFinishesItsTransition() throws {
            let (window, root, card, delegate) = try presentCard(with: LocalAnimatorSlideUp())
            #expect(!window.isTransitioning, "the animator's completion called completeTransition")
            #expect(window.stalledTransitions.isEmpty && window.diagnostics.isEmpty)
            #expect(card.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
            card.dismiss(animated: false)
            window.runUntilIdle()
            #expect(root.presentedViewController == nil, "dismissal works once the presentation ended")
            withExtendedLifetime(delegate) {}
        }

        @Test func aTransitionThatNeverCompletesIsReported() throws {
            let (window, _, card, delegate) = try presentCard(with: ForgetfulAnimator())
            #expect(window.isTransitioning)
            let message = try #require(window.diagnostics.last).description
            #expect(message.hasPrefix("The presentation of \(card) never ended"))
            #expect(message.contains("completeTransition(_:)"))
            window.runUntilIdle()
            #expect(window.diagnostics.count == 1, "reported once")
            withExtendedLifetime(delegate) {}
        }
    }

    /// A value set on one thread and read on another.
    final class LockedBox<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?
        var value: Value? { lock.withLock { stored } }
        func set(_ value: Value) { lock.withLock { stored = value } }
    }
#endif

#if os(Linux)
    import Foundation
    import Testing
    import UIKit

    /// A card below the status bar whose presentation controller places the presented view itself in
    /// `presentedView` and reads the status bar's height to do it, as SPStorkController does. On iOS the status
    /// bar's frame never asks the presentation for its view, so this cannot recurse. Fact: iPhone 15 Pro's
    /// status bar is 54 pt (`statusBarFrame`; the 59-pt safe area is larger), so the card starts at 54 + 13.
    @Suite struct StatusBarQuestionsFromPresentedViewTests {
        private final class StatusBarCardController: UIPresentationController {
            override var presentedView: UIView? {
                let view = presentedViewController.view
                if view?.frame.origin == .zero { view?.frame = frameOfPresentedViewInContainerView }
                return view
            }

            override var frameOfPresentedViewInContainerView: CGRect {
                guard let containerView else { return .zero }
                let top = UIApplication.shared.statusBarFrame.height + 13
                return CGRect(
                    x: 0, y: top, width: containerView.bounds.width, height: containerView.bounds.height - top)
            }
        }

        private final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(
                forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
            ) -> UIPresentationController? {
                StatusBarCardController(presentedViewController: presented, presenting: presenting)
            }
        }

        @Test func aPresentedViewThatAsksForTheStatusBarDoesNotRecurse() throws {
            let transitions = CardTransitions()
            let host = try CustomPresentationHost(device: "iphone-15-pro", delegate: transitions) { card in
                card.modalPresentationCapturesStatusBarAppearance = true
            }
            let statusBar = UIApplication.shared.statusBarFrame.height
            #expect(statusBar == 54)
            #expect(host.presented.view.frame.minY == statusBar + 13)
            #expect(host.window.statusBarOwner === host.presented, "the card captures the status bar's appearance")
            withExtendedLifetime(transitions) {}
        }
    }
#endif

#if os(Linux)
    import Dispatch
    import Foundation
    import Testing
    import UIKit

    /// Work a screen schedules on the main queue a moment later, as EzPopup builds its box 0.1 s after
    /// presenting: it runs on the window's clock after the same delay.
    @Suite struct MainQueueWorkOnTheClockTests {
        /// Records the clock time at each mark (the window only ever runs on the test's thread).
        private final class Marks: @unchecked Sendable {
            let window: UIWindow
            var times: [Double] = []
            init(_ window: UIWindow) { self.window = window }
            func mark() { times.append(window.clock) }
        }

        @Test func mainQueueWorkRunsWhenTheClockReachesItsDelay() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            #expect(UIWindow.current === window)
            let marks = Marks(window)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { marks.mark() }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { marks.mark() }
            #expect(marks.times.isEmpty, "never at once")
            window.advance(by: 0.06)
            #expect(marks.times == [0.05])
            window.runUntilIdle()
            #expect(marks.times == [0.05, 0.1], "in time order, at their own times")
        }

        @Test func workForOtherQueuesGoesToDispatch() throws {
            _ = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.signal() }
            #expect(done.wait(timeout: .now() + 5) == .success, "ran without the window's clock")
        }
    }
#endif
