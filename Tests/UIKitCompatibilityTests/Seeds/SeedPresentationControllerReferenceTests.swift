#if os(Linux)
    import Testing
    import UIKit

    // Seed 001: Apple's UIPresentationController reference.
    //
    // Its one listing ("Listing 1: Adding a custom view during a presentation") is Objective-C in the seed,
    // and cut off before its closing braces; it is translated here into Swift line for line (marked
    // "Translation"). `_dimmingView` is, as the reference says, "a custom UIView object that you would
    // provide": its declaration and its frame are scaffolding. The declarations the reference lists are
    // checked with their Swift types at the end.

    /// Scaffolding: the custom presentation controller that holds Listing 1.
    final class DimmingViewPresentationController: UIPresentationController {
        /// Scaffolding: the dimming view the listing refers to.
        let _dimmingView: UIView = {
            let view = UIView()
            view.backgroundColor = UIColor(white: 0, alpha: 0.4)
            return view
        }()

        // Translation of Listing 1 (Objective-C).
        override func presentationTransitionWillBegin() {
            // Add a custom dimming view behind the presented view controller's view
            containerView?.addSubview(_dimmingView)
            _dimmingView.addSubview(presentedViewController.view)
            // Use the transition coordinator to set up the animations.
            let transitionCoordinator = presentingViewController.transitionCoordinator
            // Fade in the dimming view during the transition.
            _dimmingView.alpha = 0.0
            transitionCoordinator?.animate(
                alongsideTransition: { context in
                    self._dimmingView.alpha = 1.0
                }, completion: nil)
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            // Remove the dimming view if the presentation was aborted.
            if !completed {
                _dimmingView.removeFromSuperview()
            }
        }
        // End of the translation.

        /// Scaffolding: the dimming view covers the container (the listing leaves its frame to you).
        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            _dimmingView.frame = containerView?.bounds ?? .zero
        }
    }

    /// Scaffolding: a linear slide-up animator, so that an interaction controller can abort the presentation.
    final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.3
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let presented = transitionContext.viewController(forKey: .to), let view = presented.view else {
                return
            }
            let final = transitionContext.finalFrame(for: presented)
            view.frame = final.offsetBy(dx: 0, dy: final.height)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                animations: { view.frame = final },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// Scaffolding: vends the dimming presentation controller, and optionally an animator driven by a
    /// percent-driven interaction (a user's gesture that can abort the presentation).
    final class DimmingViewTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var interaction: UIPercentDrivenInteractiveTransition?

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            DimmingViewPresentationController(presentedViewController: presented, presenting: presenting)
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            interaction == nil ? nil : SlideUpAnimator()
        }

        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            interaction
        }
    }

    @Suite struct SeedPresentationControllerReferenceTests {
        /// "The presentationTransitionWillBegin() method adds the dimming view first and embeds the view
        /// controller content inside that dimming view. It then configures a fade-in animation to run
        /// alongside the other transition animations."
        @Test(arguments: [
            ("iphone-15-pro", CGSize(width: 393, height: 852)), ("ipad-pro-11", CGSize(width: 834, height: 1194)),
        ])
        func listing1EmbedsThePresentedViewInAFadingDimmingView(device: String, size: CGSize) throws {
            let window = try UIWindow(device: device, orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let delegate = DimmingViewTransitioningDelegate()
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true, completion: nil)
            let controller = try #require(presented.presentationController as? DimmingViewPresentationController)

            window.advance(by: 0.1)
            let midway = window.renderTree()
            let fading = try #require(midway.root.first { $0.backgroundColor?.alpha == 0.4 })
            #expect(fading.alpha > 0 && fading.alpha < 1, "the dimming view fades in alongside the transition")
            #expect(fading.children.contains { $0.role == .presentedContent })

            window.runUntilIdle()
            let dimming = controller._dimmingView
            let container = try #require(controller.containerView)
            #expect(dimming.superview === container)
            #expect(presented.view.superview === dimming, "the presented content is inside the dimming view")
            #expect(dimming.frame == CGRect(origin: .zero, size: size))
            #expect(dimming.alpha == 1)
            // The default frameOfPresentedViewInContainerView is the container's bounds.
            #expect(presented.view.frame == CGRect(origin: .zero, size: size))
            #expect(window.renderTree().root.first { $0.backgroundColor?.alpha == 0.4 }?.alpha == 1)
            #expect(root.view.window === window, "a custom presentation keeps the presenter's views")
            #expect(window.diagnostics.isEmpty)
        }

        /// "If the user aborts the presentation process, perhaps through an interactive gesture, the
        /// presentationTransitionDidEnd(_:) removes the dimming view."
        @Test func listing1RemovesTheDimmingViewWhenThePresentationIsAborted() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            window.rootViewController = root
            let delegate = DimmingViewTransitioningDelegate()
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            root.present(presented, animated: true, completion: nil)
            let controller = try #require(presented.presentationController as? DimmingViewPresentationController)
            interaction.update(0.3)
            #expect(controller._dimmingView.superview != nil)
            interaction.cancel()
            window.runUntilIdle()
            #expect(controller._dimmingView.superview == nil)
            #expect(root.presentedViewController == nil)
        }

        /// The declarations the reference lists, with the Swift types it gives them.
        @Test func theReferenceDeclarationsHaveTheirSwiftTypes() {
            // class UIPresentationController : NSObject
            let controller = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
            let object: NSObject = controller
            #expect(object === controller)
            // init(presentedViewController: UIViewController, presenting: UIViewController?)
            let initializer: (UIViewController, UIViewController?) -> UIPresentationController =
                UIPresentationController.init(presentedViewController:presenting:)
            // var delegate: UIAdaptivePresentationControllerDelegate?
            let delegate:
                ReferenceWritableKeyPath<UIPresentationController, UIAdaptivePresentationControllerDelegate?> =
                    \.delegate
            // var presentingViewController: UIViewController / var presentedViewController: UIViewController
            let presenting: KeyPath<UIPresentationController, UIViewController> = \.presentingViewController
            let presented: KeyPath<UIPresentationController, UIViewController> = \.presentedViewController
            // var containerView: UIView? / var presentedView: UIView?
            let containerView: KeyPath<UIPresentationController, UIView?> = \.containerView
            let presentedView: KeyPath<UIPresentationController, UIView?> = \.presentedView
            // var frameOfPresentedViewInContainerView: CGRect
            let frame: KeyPath<UIPresentationController, CGRect> = \.frameOfPresentedViewInContainerView
            // var overrideTraitCollection: UITraitCollection?
            let overrideTraits: ReferenceWritableKeyPath<UIPresentationController, UITraitCollection?> =
                \.overrideTraitCollection
            // func containerViewWillLayoutSubviews() / func containerViewDidLayoutSubviews()
            let willLayout: (UIPresentationController) -> () -> Void =
                UIPresentationController.containerViewWillLayoutSubviews
            let didLayout: (UIPresentationController) -> () -> Void =
                UIPresentationController.containerViewDidLayoutSubviews
            // func presentationTransitionWillBegin() / func presentationTransitionDidEnd(Bool)
            let willBegin: (UIPresentationController) -> () -> Void =
                UIPresentationController.presentationTransitionWillBegin
            let didEnd: (UIPresentationController) -> (Bool) -> Void =
                UIPresentationController.presentationTransitionDidEnd
            // func dismissalTransitionWillBegin() / func dismissalTransitionDidEnd(Bool)
            let dismissalWillBegin: (UIPresentationController) -> () -> Void =
                UIPresentationController.dismissalTransitionWillBegin
            let dismissalDidEnd: (UIPresentationController) -> (Bool) -> Void =
                UIPresentationController.dismissalTransitionDidEnd
            // var presentationStyle: UIModalPresentationStyle
            let style: KeyPath<UIPresentationController, UIModalPresentationStyle> = \.presentationStyle
            // func adaptivePresentationStyle(for: UITraitCollection) -> UIModalPresentationStyle
            let adaptiveFor: (UIPresentationController) -> (UITraitCollection) -> UIModalPresentationStyle =
                UIPresentationController.adaptivePresentationStyle(for:)
            // var adaptivePresentationStyle: UIModalPresentationStyle
            let adaptive: KeyPath<UIPresentationController, UIModalPresentationStyle> = \.adaptivePresentationStyle
            // var shouldPresentInFullscreen: Bool / var shouldRemovePresentersView: Bool
            let fullscreen: KeyPath<UIPresentationController, Bool> = \.shouldPresentInFullscreen
            let removes: KeyPath<UIPresentationController, Bool> = \.shouldRemovePresentersView

            let content = UIViewController()
            let made = initializer(content, nil)
            #expect(made[keyPath: delegate] == nil)
            #expect(made[keyPath: presented] === content)
            #expect(made[keyPath: containerView] == nil, "no container before the presentation")
            #expect(made[keyPath: presentedView] === made.presentedViewController.view)
            #expect(made[keyPath: frame] == .zero, "the container's bounds, and there is no container yet")
            #expect(made[keyPath: overrideTraits] == nil)
            #expect(made[keyPath: fullscreen] == true)
            #expect(made[keyPath: removes] == false)
            _ = (willLayout, didLayout, willBegin, didEnd, dismissalWillBegin, dismissalDidEnd, style, adaptiveFor)
            _ = (adaptive, presenting)
        }
    }
#endif
