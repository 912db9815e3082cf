extension PresentationMachine {
    /// Dismisses what `source` presented (everything above it), or `source` itself when it presented
    /// nothing, as `dismiss(animated:completion:)`. During a running transition the dismissal waits for
    /// it to end, as UIKit queues transitions.
    static func dismiss(from source: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = source.window ?? source.presentedViewController?.window
                ?? source.presentingViewController?.window else { return }
        if window.isTransitioning {
            window.enqueueAfterTransitions { dismiss(from: source, animated: animated, completion: completion) }
            return
        }
        let presenter: ViewController
        if source.presentedViewController != nil {
            presenter = source
        } else if let presenting = source.rootAncestor.storedPresentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let dismissed = presenter.presentedViewController else { return }
        performDismissal(of: dismissed, from: presenter, in: window, animated: animated, completion: completion)
    }

    /// The presented controllers from `bottom` up to the top of its stack.
    static func stack(from bottom: ViewController) -> [ViewController] {
        var chain = [bottom]
        while let next = chain.last?.presentedViewController { chain.append(next) }
        return chain
    }

    private static func performDismissal(of dismissed: ViewController, from presenter: ViewController,
                                         in window: Window, animated: Bool, completion: (() -> Void)?) {
        let chain = stack(from: dismissed)
        let controllers = chain.compactMap(\.presentationControllerIfPresented)
        guard let top = controllers.last, let topContainer = top.containerView else { return }
        let timing = TransitionTiming.presentation(of: top, window: window)
        let transition = Transition(
            kind: .dismissal, window: window, container: topContainer, style: top.effectiveStyle, animated: animated,
            duration: timing.duration, curve: timing.curve,
            from: (top.presentedViewController, top.presentedView), to: (presenter, presenter.viewIfLoaded))
        begin(transition, for: chain + [presenter], in: window)
        for controller in controllers.reversed() {
            controller.isDismissing = true
            window.restorePresenterView(of: controller)
            window.trace(controller, "dismissalTransitionWillBegin")
            controller.dismissalTransitionWillBegin()
        }
        for controller in chain.reversed() {
            window.trace(controller, "viewWillDisappear")
            controller.viewWillDisappear(animated)
        }
        let presenterReappears = controllers.first?.removesPresentersView ?? false
        if presenterReappears {
            window.trace(presenter, "viewWillAppear")
            presenter.viewWillAppear(animated)
        }
        View.perform(AnimationTransaction(duration: transition.transitionDuration, delay: 0, curve: timing.curve),
                     animations: {
                         animateOut(top)
                         window.applySheetStacking()
                         transition.startAlongsideAnimations()
                     }, completion: nil)
        window.schedule(at: window.clock + transition.transitionDuration, label: "dismissal end") {
            finishDismissal(controllers, chain: chain, presenter: presenter, transition: transition,
                            presenterReappears: presenterReappears, animated: animated, completion: completion)
        }
    }

    private static func animateOut(_ controller: PresentationController) {
        guard let view = controller.presentedView, let container = controller.containerView else { return }
        controller.chrome.fadeOut()
        TransitionTiming.applyStartState(to: view, of: controller, container: container)
    }

    private static func finishDismissal(_ controllers: [PresentationController], chain: [ViewController],
                                        presenter: ViewController, transition: Transition, presenterReappears: Bool,
                                        animated: Bool, completion: (() -> Void)?) {
        guard let window = controllers.first?.window else { return }
        end(transition, for: chain + [presenter], in: window)
        for controller in controllers.reversed() {
            controller.chrome.removeAll()
            controller.presentedView?.removeFromSuperview()
            controller.containerView?.removeFromSuperview()
            window.presentations.removeAll { $0 === controller }
            window.trace(controller, "dismissalTransitionDidEnd(true)")
            controller.dismissalTransitionDidEnd(true)
            controller.containerView = nil
        }
        for controller in chain.reversed() {
            controller.storedPresentingViewController?.presentedViewController = nil
            controller.storedPresentingViewController = nil
            controller.installPresentationController(nil)
            window.trace(controller, "viewDidDisappear")
            controller.viewDidDisappear(animated)
        }
        if presenterReappears {
            window.trace(presenter, "viewDidAppear")
            presenter.viewDidAppear(animated)
        }
        window.relayoutPresentations()
        completion?()
    }
}
