/// Carries out presentations the way UIKit does: validation with UIKit's errors, presenter resolution,
/// adaptation, the transition and its callbacks in order.
enum PresentationMachine {
    /// Creates the presentation controller a controller's current style calls for.
    static func makePresentationController(
        for controller: ViewController, style: ModalPresentationStyle,
        presenting: ViewController?,
        source: ViewController?
    ) -> PresentationController {
        switch style {
        case .custom:
            return controller.transitioningDelegate?.presentationController(
                forPresented: controller, presenting: presenting, source: source ?? controller)
                ?? PresentationController(presentedViewController: controller, presenting: presenting)
        case .popover:
            return PopoverPresentationController(presentedViewController: controller, presenting: presenting)
        case .pageSheet, .formSheet, .automatic:
            return SheetPresentationController(presentedViewController: controller, presenting: presenting)
        default:
            return FullScreenPresentationController(presentedViewController: controller, presenting: presenting)
        }
    }

    /// Presents `controller` from `source`, or throws without changing anything.
    static func present(
        _ controller: ViewController, from source: ViewController, animated: Bool,
        completion: (() -> Void)?
    ) throws(PresentationError) {
        let plan = try PresentationPlan.make(presenting: controller, from: source)
        commit(plan, animated: animated, completion: completion)
    }

    private static func commit(_ plan: PresentationPlan, animated: Bool, completion: (() -> Void)?) {
        let window = plan.window
        let controller = plan.presented
        let presenter = plan.presenter
        let presentationController = plan.presentationController
        let statusBarStyleBefore = window.statusBarStyle
        window.recordStatusBarOwnerChange()
        presentationController.adaptationDecision.map(window.record)
        presenter.storedPresentedViewController = controller
        controller.storedPresentingViewController = presenter
        controller.installPresentationController(presentationController)
        let container = makeContainer(for: presentationController, in: window)
        window.presentations.append(presentationController)
        if presentationController.adaptiveStyleInEffect != .none {
            notifyAdaptation(
                presentationController, style: presentationController.adaptiveStyleInEffect, coordinator: nil)
        }
        let shownView = presentationController.presentedView ?? controller.rootView
        let timing = TransitionTiming.presentation(of: presentationController, window: window)
        let custom = controller.transitioningDelegate?.animationController(
            forPresented: controller, presenting: presenter, source: plan.source)
        let transition = Transition(
            kind: .presentation, window: window, container: container, style: presentationController.effectiveStyle,
            animated: animated, duration: custom?.transitionDuration(using: nil) ?? timing.duration,
            curve: custom == nil ? timing.curve : .easeInOut, from: (presenter, presenter.viewIfLoaded),
            to: (controller, shownView))
        transition.presentationController = presentationController
        transition.statusBarStyleAtStart = statusBarStyleBefore
        begin(transition, for: [controller, presenter], in: window)
        controller.isBeingPresented = true
        window.trace(presentationController, "presentationTransitionWillBegin")
        presentationController.presentationTransitionWillBegin()
        controller.beginAppearance(true, animated: animated, in: window)
        let removesPresenter = presentationController.removesPresentersView
        if removesPresenter { presenter.beginAppearance(false, animated: animated, in: window) }
        // The transition and the window own these closures: capture them weakly, or a window dropped
        // mid-transition would never be freed.
        transition.onComplete = { [weak transition] completed in
            guard let transition else { return }
            finishPresentation(
                presentationController, transition: transition, completed: completed,
                removesPresenter: removesPresenter, animated: animated, completion: completion)
        }
        let animator =
            custom
            ?? SystemTransitionAnimator(timing: timing) { [weak window] in
                guard let window else { return }
                moveToFinalState(shownView, of: presentationController, window: window)
            }
        if custom == nil {
            placeInitially(
                shownView, of: presentationController, container: container, window: window, animated: animated)
        }
        let interaction = custom.flatMap {
            controller.transitioningDelegate?.interactionControllerForPresentation(using: $0)
        }
        run(animator, interaction: interaction, in: transition, customAnimator: custom != nil)
    }

    /// Starts an animator, interactively when an interaction controller wants it. Alongside animations
    /// of a custom animator run in their own block with the transition's duration.
    static func run(
        _ animator: ViewControllerAnimatedTransitioning,
        interaction: ViewControllerInteractiveTransitioning?, in transition: Transition,
        customAnimator: Bool
    ) {
        transition.animator = animator
        let timeline = interaction?.wantsInteractiveStart == true ? transition.beginInteraction() : nil
        AnimationTimeline.$current.withValue(timeline) {
            if let interaction, timeline != nil {
                interaction.startInteractiveTransition(transition)
            } else {
                animator.animateTransition(using: transition)
            }
            guard customAnimator else { return }
            layOutPresentedContent(of: transition)
            View.perform(
                AnimationTransaction(duration: transition.transitionDuration, delay: 0, curve: .easeInOut),
                animations: { transition.startAlongsideAnimations() }, completion: nil)
        }
    }

    /// UIKit's layout pass after `animateTransition(using:)` returns, before the first frame is drawn: the
    /// presented controller's content is laid out in the frame the custom animator gave its view, so it
    /// shows while the view moves (the built-in animators lay it out when they place the view).
    ///
    /// When the animator added views to the transition view, that view lays out too, as UIKit's does in the
    /// same pass: the presentation controller's `containerViewWillLayoutSubviews` and
    /// `containerViewDidLayoutSubviews` run (code that sizes the presented view there, rather than in the
    /// animator, relies on it).
    private static func layOutPresentedContent(of transition: Transition) {
        guard transition.kind == .presentation, let controller = transition.presentationController,
            let window = transition.window
        else { return }
        if let container = controller.containerView, container.isLayoutPending {
            View.performWithoutAnimation { window.layoutPass(controller) }
        }
        (controller.adaptiveViewController ?? controller.presentedViewController).layoutContainer(
            in: window.environment)
    }

    /// The transition view, over the whole window or over the context controller.
    private static func makeContainer(for controller: PresentationController, in window: Window) -> View {
        let container = PresentationContainerView()
        container.presentationController = controller
        container.role = .container
        container.label = "transition view"
        if SystemTransitionKind(controller, era: window.environment.era) == .curl,
            let presenterView = controller.presentingViewController.rootAncestor.viewIfLoaded,
            presenterView.superview === window
        {
            window.insertSubview(container, belowSubview: presenterView)
        } else {
            window.addSubview(container)
        }
        controller.containerView = container
        controller.window = window
        window.positionContainer(of: controller)
        return container
    }

    /// Adds the presented view and lays it out at its start position (off screen, transparent).
    private static func placeInitially(
        _ view: View, of controller: PresentationController, container: View,
        window: Window, animated: Bool
    ) {
        View.performWithoutAnimation {
            if view.superview == nil { container.addSubview(view) }
            guard animated else { return }
            window.layoutPass(controller)
            if !controller.usesBuiltInLayout { view.frame = controller.frameOfPresentedViewInContainerView }
            controller.chrome.setAlpha(0)
            TransitionTiming.applyStartState(to: view, of: controller, container: container)
            TransitionTiming.applyPopoverGrowthStart(to: view, of: controller)
        }
    }

    /// Moves everything to the presented state (inside the transition's animation block).
    private static func moveToFinalState(_ view: View, of controller: PresentationController, window: Window) {
        controller.chrome.setAlpha(1)
        controller.chrome.setPopoverTransform { _ in .identity }
        view.alpha = 1
        view.transform = .identity
        if !view.transform3D.isIdentity {
            view.transform3D = Transform3D(perspectiveDistance: view.transform3D.perspectiveDistance)
        }
        TransitionTiming.applyPresenterEndState(of: controller)
        if !controller.usesBuiltInLayout { view.frame = controller.frameOfPresentedViewInContainerView }
        window.layoutPass(controller)
        window.applySheetStacking()
    }

    private static func finishPresentation(
        _ controller: PresentationController, transition: Transition,
        completed: Bool, removesPresenter: Bool, animated: Bool,
        completion: (() -> Void)?
    ) {
        guard let window = controller.window else { return }
        let presenter = controller.presentingViewController
        // What was asked for during the transition runs once its callbacks and completion are over.
        defer { window.runQueuedActionsIfIdle() }
        end(transition, for: [controller.presentedViewController, presenter], in: window)
        guard completed else {
            undoPresentation(controller, in: window, presenterReturns: removesPresenter)
            return
        }
        if removesPresenter { window.removePresenterView(of: controller) }
        if SystemTransitionKind(controller, era: window.environment.era) == .flip {
            TransitionTiming.resetPresenter(of: controller)
        }
        window.trace(controller, "presentationTransitionDidEnd(true)")
        controller.presentationTransitionDidEnd(true)
        controller.presentedViewController.endAppearance()
        controller.presentedViewController.isBeingPresented = false
        if removesPresenter { presenter.endAppearance() }
        window.recordStatusBarOwnerChange()
        completion?()
    }

    /// A cancelled presentation: its container leaves the window. The presented controller, which only began
    /// to appear, disappears again, and a presenter that began to leave comes back (UIKit's order for a
    /// cancelled transition: the incoming controller's will- and did-disappear, then the outgoing one's will-
    /// and did-appear).
    private static func undoPresentation(
        _ controller: PresentationController, in window: Window, presenterReturns: Bool
    ) {
        window.trace(controller, "presentationTransitionDidEnd(false)")
        controller.presentationTransitionDidEnd(false)
        controller.presentedViewController.performAppearance(false, animated: true, in: window)
        if presenterReturns { controller.presentingViewController.performAppearance(true, animated: true, in: window) }
        controller.chrome.removeAll()
        controller.presentedView?.removeFromSuperview()
        controller.containerView?.removeFromSuperview()
        controller.containerView = nil
        window.presentations.removeAll { $0 === controller }
        let presented = controller.presentedViewController
        presented.isBeingPresented = false
        presented.storedPresentingViewController?.storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
        presented.installPresentationController(nil)
        window.relayoutPresentations()
    }

    /// Registers a running transition on its controllers and window.
    static func begin(_ transition: Transition, for controllers: [ViewController], in window: Window) {
        for controller in controllers { controller.activeTransition = transition }
        window.activeTransitions.append(transition)
    }

    /// Unregisters a finished transition and runs its completions. The caller runs the window's queued actions
    /// once the transition's callbacks are over.
    static func end(_ transition: Transition, for controllers: [ViewController], in window: Window) {
        for controller in controllers where controller.activeTransition === transition {
            controller.activeTransition = nil
        }
        window.activeTransitions.removeAll { $0 === transition }
        transition.finish()
    }

    /// Tells the delegate about an adapted style.
    static func notifyAdaptation(
        _ controller: PresentationController, style: ModalPresentationStyle,
        coordinator: TransitionCoordinator?
    ) {
        guard let delegate = controller.delegate else { return }
        controller.window?.trace(controller, "willPresentWithAdaptiveStyle(\(style.rawValue))")
        delegate.presentationController(
            controller, willPresentWithAdaptiveStyle: style,
            transitionCoordinator: coordinator)
    }
}
