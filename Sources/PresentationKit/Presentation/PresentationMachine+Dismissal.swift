extension PresentationMachine {
    /// Dismisses what `source` presented (everything above it), or `source` itself when it presented
    /// nothing, as `dismiss(animated:completion:)`. During a running transition the dismissal waits for
    /// it to end, as UIKit queues transitions.
    static func dismiss(from source: ViewController, animated: Bool, completion: (() -> Void)?) {
        dismiss(from: source, animated: animated, interaction: nil, completion: completion)
    }

    /// The same, driven by `interaction` when it is given (an interactive dismissal).
    static func dismiss(
        from source: ViewController, animated: Bool,
        interaction: ViewControllerInteractiveTransitioning?, completion: (() -> Void)?
    ) {
        guard
            let window = source.window ?? source.presentedViewController?.window
                ?? source.presentingViewController?.window
        else { return }
        if window.isTransitioning {
            window.enqueueAfterTransitions {
                dismiss(from: source, animated: animated, interaction: interaction, completion: completion)
            }
            return
        }
        let dismissed: ViewController
        if let presented = source.presentedViewController {
            dismissed = presented
        } else if source.rootAncestor.storedPresentingViewController != nil {
            dismissed = source.rootAncestor
        } else {
            completion?()
            return
        }
        guard let presenter = dismissed.storedPresentingViewController else { return }
        performDismissal(
            of: dismissed, from: presenter, in: window, animated: animated, interaction: interaction,
            completion: completion)
    }

    /// The presented controllers from `bottom` up to the top of its stack.
    static func stack(from bottom: ViewController) -> [ViewController] {
        var chain = [bottom]
        while let next = chain.last?.storedPresentedViewController { chain.append(next) }
        return chain
    }

    private static func performDismissal(
        of dismissed: ViewController, from presenter: ViewController,
        in window: Window, animated: Bool,
        interaction: ViewControllerInteractiveTransitioning?,
        completion: (() -> Void)?
    ) {
        let chain = stack(from: dismissed)
        let controllers = chain.compactMap(\.presentationControllerIfPresented)
        guard let top = controllers.last, let topContainer = top.containerView else { return }
        let timing = TransitionTiming.presentation(of: top, window: window)
        let custom = top.presentedViewController.transitioningDelegate?
            .animationController(forDismissed: top.presentedViewController)
        let transition = Transition(
            kind: .dismissal, window: window, container: topContainer, style: top.effectiveStyle, animated: animated,
            duration: custom?.transitionDuration(using: nil) ?? timing.duration,
            curve: custom == nil ? timing.curve : .easeInOut,
            from: (top.presentedViewController, top.presentedView), to: (presenter, presenter.viewIfLoaded))
        transition.presentationController = top
        transition.statusBarStyleAtStart = window.statusBarStyle
        begin(transition, for: chain + [presenter], in: window)
        let presenterReappears = beginDismissal(
            controllers, chain: chain, presenter: presenter, in: window,
            animated: animated)
        transition.onComplete = { [weak transition] completed in  // weak: see present(_:)
            guard let transition else { return }
            finishDismissal(
                controllers, chain: chain, presenter: presenter, transition: transition, completed: completed,
                presenterReappears: presenterReappears, animated: animated, completion: completion)
        }
        let animator =
            custom
            ?? SystemTransitionAnimator(timing: timing) { [weak window] in
                animateOut(top)
                window?.applySheetStacking()
            }
        let driver =
            interaction
            ?? custom.flatMap {
                top.presentedViewController.transitioningDelegate?.interactionControllerForDismissal(using: $0)
            }
        run(animator, interaction: driver, in: transition, customAnimator: custom != nil)
    }

    /// The will-begin half of a dismissal: restores removed presenter views and calls the callbacks.
    /// Returns whether the presenter's view comes back (it was removed by a full-screen presentation).
    private static func beginDismissal(
        _ controllers: [PresentationController], chain: [ViewController],
        presenter: ViewController, in window: Window, animated: Bool
    ) -> Bool {
        for controller in controllers.reversed() {
            controller.isDismissing = true
            window.restorePresenterView(of: controller)
            window.trace(controller, "dismissalTransitionWillBegin")
            controller.dismissalTransitionWillBegin()
        }
        for controller in chain.reversed() {
            controller.isBeingDismissed = true
            controller.beginAppearance(false, animated: animated, in: window)
        }
        let presenterReappears = controllers.first?.removesPresentersView ?? false
        if presenterReappears { presenter.beginAppearance(true, animated: animated, in: window) }
        return presenterReappears
    }

    private static func animateOut(_ controller: PresentationController) {
        guard let view = controller.presentedView, let container = controller.containerView,
            let window = controller.window
        else { return }
        controller.chrome.fadeOut()
        if SystemTransitionKind(controller, era: window.environment.era) == .flip {
            flipPresenterAway(controller)
        }
        TransitionTiming.applyStartState(to: view, of: controller, container: container)
    }

    /// A flip dismissal is the presentation's flip reversed: the presenter starts turned away (half a turn,
    /// no animation) and turns back to the viewer while the presented view turns away.
    private static func flipPresenterAway(_ controller: PresentationController) {
        guard let presenterView = controller.presentingViewController.rootAncestor.viewIfLoaded,
            let perspective = controller.window?.environment.metrics[.flipPerspectiveDistance]
        else { return }
        View.performWithoutAnimation {
            presenterView.isDoubleSided = false
            presenterView.transform3D = Transform3D(rotationY: .pi, perspectiveDistance: perspective)
        }
    }

    private static func finishDismissal(
        _ controllers: [PresentationController], chain: [ViewController],
        presenter: ViewController, transition: Transition, completed: Bool,
        presenterReappears: Bool, animated: Bool, completion: (() -> Void)?
    ) {
        guard let window = controllers.first?.window else { return }
        defer { window.runQueuedActionsIfIdle() }  // what was asked for meanwhile, after the callbacks
        end(transition, for: chain + [presenter], in: window)
        guard completed else {
            undoDismissal(controllers, in: window, presenter: presenterReappears ? presenter : nil)
            return
        }
        for controller in controllers.reversed() {
            TransitionTiming.resetPresenter(of: controller)
            controller.chrome.removeAll()
            controller.presentedView?.removeFromSuperview()
            controller.containerView?.removeFromSuperview()
            window.presentations.removeAll { $0 === controller }
            window.trace(controller, "dismissalTransitionDidEnd(true)")
            controller.dismissalTransitionDidEnd(true)
            controller.containerView = nil
        }
        for controller in chain.reversed() {
            controller.storedPresentingViewController?.storedPresentedViewController = nil
            controller.storedPresentingViewController = nil
            controller.installPresentationController(nil)
            controller.endAppearance()
            controller.isBeingDismissed = false
        }
        if presenterReappears { presenter.endAppearance() }
        window.relayoutPresentations()
        window.recordStatusBarOwnerChange()
        completion?()
    }

    /// A cancelled dismissal: the presentations stay, as they were before it began. The presented controllers,
    /// which began to disappear, appear again (UIKit sends them `viewWillAppear` and `viewDidAppear`), and a
    /// presenter that began to come back leaves again.
    private static func undoDismissal(
        _ controllers: [PresentationController], in window: Window, presenter: ViewController?
    ) {
        presenter?.performAppearance(false, animated: true, in: window)
        for controller in controllers {
            controller.isDismissing = false
            controller.presentedViewController.isBeingDismissed = false
            window.trace(controller, "dismissalTransitionDidEnd(false)")
            controller.dismissalTransitionDidEnd(false)
            controller.presentedViewController.performAppearance(true, animated: true, in: window)
        }
        window.relayoutPresentations()
        for controller in controllers { window.syncPresenterRemoval(of: controller) }
    }
}
