#if os(Linux)
    import Testing
    import UIKit

    // Written as for iOS: a navigation controller delegate that replaces the push and pop slide with a
    // cross-fade, and records UIKit's delegate calls and the controllers' appearance callbacks.

    /// Fades the incoming controller's view in over the outgoing one.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        static let duration: TimeInterval = 0.4

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            Self.duration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toViewController = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return }
            toView.frame = transitionContext.finalFrame(for: toViewController)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                animations: { toView.alpha = 1 },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// The shared record of delegate and appearance calls, in order.
    final class NavigationLog {
        var entries: [String] = []
    }

    final class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
        let log: NavigationLog
        private(set) var operations: [UINavigationController.Operation] = []
        private(set) var keyWindowsSeen: [UIWindow] = []
        /// Drives the transitions while set, as a pop gesture's handler would.
        var interactor: UIPercentDrivenInteractiveTransition?

        init(log: NavigationLog) {
            self.log = log
        }

        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            log.entries.append("willShow \(viewController.title ?? "")")
            if let keyWindow = UIApplication.shared.keyWindow { keyWindowsSeen.append(keyWindow) }
        }

        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            log.entries.append("didShow \(viewController.title ?? "")")
        }

        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return FadeAnimator()
        }

        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
        ) -> UIViewControllerInteractiveTransitioning? {
            interactor
        }
    }

    final class LoggingViewController: UIViewController {
        let log: NavigationLog

        init(title: String, log: NavigationLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) {
            return nil
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.entries.append("viewDidAppear \(title ?? "")")
        }
    }

    @Suite struct NavigationDelegateTests {
        private struct Host {
            let window: UIWindow
            let navigation: UINavigationController
            let root: LoggingViewController
            let log = NavigationLog()
            let delegate: FadeNavigationDelegate

            init() throws {
                window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
                root = LoggingViewController(title: "Root", log: log)
                navigation = UINavigationController(rootViewController: root)
                window.rootViewController = navigation
                delegate = FadeNavigationDelegate(log: log)
                navigation.delegate = delegate
                log.entries = []
            }

            /// The alpha of the controller's view in what the window shows now.
            func shownAlpha(of controller: UIViewController) -> Double? {
                window.renderTree().root.first { $0.label == controller.title }?.alpha
            }
        }

        @Test func aPushRunsTheDelegatesAnimator() throws {
            let host = try Host()
            let detail = LoggingViewController(title: "Detail", log: host.log)
            host.navigation.pushViewController(detail, animated: true)
            #expect(host.delegate.operations == [.push])
            #expect(host.navigation.topViewController === detail, "the stack changes at once")
            host.window.advance(by: FadeAnimator.duration / 2)
            let alpha = try #require(host.shownAlpha(of: detail))
            #expect(abs(alpha - 0.5) < 1e-6, "half-way through the fade: \(alpha)")
            #expect(host.log.entries == ["willShow Detail"])
            host.window.runUntilIdle()
            #expect(host.log.entries == ["willShow Detail", "viewDidAppear Detail", "didShow Detail"])
            #expect(host.window.clock == FadeAnimator.duration)
            #expect(host.shownAlpha(of: detail) == 1)
            #expect(host.shownAlpha(of: host.root) == nil, "the covered view left the hierarchy")
            #expect(host.delegate.keyWindowsSeen.count == 1 && host.delegate.keyWindowsSeen.first === host.window)
        }

        @Test func aPopRunsTheDelegatesAnimator() throws {
            let host = try Host()
            let detail = LoggingViewController(title: "Detail", log: host.log)
            host.navigation.pushViewController(detail, animated: false)
            host.log.entries = []
            let popped = host.navigation.popViewController(animated: true)
            #expect(popped === detail)
            #expect(host.delegate.operations == [.pop])
            host.window.advance(by: FadeAnimator.duration / 2)
            let alpha = try #require(host.shownAlpha(of: host.root))
            #expect(abs(alpha - 0.5) < 1e-6, "half-way through the fade: \(alpha)")
            host.window.runUntilIdle()
            #expect(host.log.entries == ["willShow Root", "viewDidAppear Root", "didShow Root"])
            #expect(host.navigation.viewControllers == [host.root])
            #expect(detail.parent == nil && host.shownAlpha(of: detail) == nil)
        }

        @Test func operationsHaveUIKitsValues() throws {
            #expect(UINavigationController.Operation.none.rawValue == 0)
            #expect(UINavigationController.Operation.push.rawValue == 1)
            #expect(UINavigationController.Operation.pop.rawValue == 2)
            let host = try Host()
            let first = LoggingViewController(title: "First", log: host.log)
            let second = LoggingViewController(title: "Second", log: host.log)
            host.navigation.setViewControllers([host.root, first, second], animated: true)
            host.window.runUntilIdle()
            host.navigation.setViewControllers([host.root, first], animated: true)
            host.window.runUntilIdle()
            host.navigation.setViewControllers([host.root, first], animated: true)
            host.window.runUntilIdle()
            #expect(host.delegate.operations == [.push, .pop], "no transition when the top stays")
        }

        @Test func popToRootReturnsThePoppedControllersInOrder() throws {
            let host = try Host()
            let stack = ["A", "B", "C"].map { LoggingViewController(title: $0, log: host.log) }
            for controller in stack { host.navigation.pushViewController(controller, animated: false) }
            let toB = host.navigation.popToViewController(stack[1], animated: false)
            #expect(toB?.count == 1 && toB?.first === stack[2])
            host.navigation.pushViewController(stack[2], animated: false)
            let popped = try #require(host.navigation.popToRootViewController(animated: true))
            #expect(popped.count == 3 && zip(popped, stack).allSatisfy { $0 === $1 })
            #expect(host.navigation.viewControllers == [host.root])
            host.window.runUntilIdle()
            #expect(stack.allSatisfy { $0.parent == nil })
            #expect(host.navigation.popToRootViewController(animated: false)?.isEmpty == true)
        }

        @Test func aCancelledInteractivePopKeepsTheStack() throws {
            let host = try Host()
            let detail = LoggingViewController(title: "Detail", log: host.log)
            host.navigation.pushViewController(detail, animated: false)
            host.log.entries = []
            let interactor = UIPercentDrivenInteractiveTransition()
            host.delegate.interactor = interactor
            host.navigation.popViewController(animated: true)
            interactor.update(0.5)
            let alpha = try #require(host.shownAlpha(of: host.root))
            #expect(abs(alpha - 0.5) < 1e-6, "the fade follows the interaction: \(alpha)")
            interactor.cancel()
            host.window.runUntilIdle()
            #expect(host.navigation.viewControllers == [host.root, detail], "a cancelled pop leaves the stack")
            #expect(host.log.entries == ["willShow Root", "viewDidAppear Detail"], "no didShow when cancelled")
            #expect(host.shownAlpha(of: detail) == 1 && host.shownAlpha(of: host.root) == nil)
            #expect(!detail.isMovingFromParent)
        }

        @Test func anOpaqueBarPutsContentBelowIt() throws {
            let host = try Host()
            #expect(host.root.view.frame.minY == 0, "content extends under a translucent bar")
            host.navigation.navigationBar.isTranslucent = false
            #expect(host.root.view.frame == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
            host.navigation.setNavigationBarHidden(true, animated: false)
            #expect(host.navigation.isNavigationBarHidden && host.root.view.frame.minY == 0)
            #expect(host.navigation.interactivePopGestureRecognizer == nil)
        }
    }
#endif
