extension Window {
    /// Rotates the device, as a user would: controllers and presentation controllers get
    /// `viewWillTransition(to:with:)` (and `willTransition(to:with:)` when the traits change), the
    /// presentations re-adapt to the new traits, and everything lays out again.
    ///
    /// Animated, the views move to their new frames over the rotation duration with the coordinator's
    /// alongside animations, and the render tree shows the interface turning a quarter turn about the
    /// screen's centre while the old layout's snapshot fades out (``RenderTree`` is drawn in the new
    /// orientation, the content turning into place); the window itself takes its new size at once.
    public func rotate(to orientation: InterfaceOrientation, animated: Bool = false) throws(ConfigurationError) {
        try change(
            orientation: orientation, multitasking: environment.multitasking,
            appearance: environment.appearance, animated: animated)
    }

    /// Resizes an iPad window to another multitasking width (Split View, Slide Over, full screen),
    /// animated as ``rotate(to:animated:)``.
    public func resize(to multitasking: MultitaskingWidth, animated: Bool = false) throws(ConfigurationError) {
        try change(
            orientation: environment.orientation, multitasking: multitasking,
            appearance: environment.appearance, animated: animated)
    }

    /// Switches between light and dark appearance.
    public func setAppearance(_ appearance: UserInterfaceStyle) throws(ConfigurationError) {
        try change(
            orientation: environment.orientation, multitasking: environment.multitasking,
            appearance: appearance, animated: false)
    }

    private func change(
        orientation: InterfaceOrientation, multitasking: MultitaskingWidth,
        appearance: UserInterfaceStyle, animated: Bool
    ) throws(ConfigurationError) {
        let next = try WindowEnvironment(
            device: environment.device, orientation: orientation,
            multitasking: multitasking, era: environment.era,
            appearance: appearance, layoutDirection: environment.layoutDirection)
        guard next != environment else { return }
        withCurrent { apply(next, animated: animated && !isTransitioning) }
    }

    private func apply(_ next: WindowEnvironment, animated: Bool) {
        let previousTraits = environment.traitCollection
        upcomingEnvironment = next
        for box in adaptivePresentationManagers { box.manager?.windowWillChange(to: next) }
        upcomingEnvironment = nil
        let coordinator = Transition(
            kind: .sizeChange, window: self, container: self, style: .none,
            animated: animated, duration: environment.metrics[.rotationDuration],
            curve: .easeInOut, from: (nil, nil), to: (nil, nil))
        let controllers = visibleControllers()
        PresentationMachine.begin(coordinator, for: controllers, in: self)
        if next.traitCollection != previousTraits {
            for controller in controllers {
                trace(controller, "willTransition(to:with:)")
                controller.willTransition(to: next.traitCollection, with: coordinator)
            }
            for controller in presentations where !controller.isDismissing {
                controller.willTransition(to: next.traitCollection, with: coordinator)
            }
        }
        if next.windowSize != environment.windowSize {
            notifySizeChange(to: next.windowSize, controllers: controllers, coordinator: coordinator)
        }
        if animated {
            interfaceRotation = InterfaceRotation(
                snapshot: renderTree().root, from: environment, to: next, startTime: clock,
                duration: coordinator.transitionDuration, curve: .easeInOut)
        }
        environment = next
        View.performWithoutAnimation { frame = Rect(origin: .zero, size: next.windowSize) }
        View.perform(
            AnimationTransaction(duration: coordinator.transitionDuration, delay: 0, curve: .easeInOut),
            animations: { relayout(after: coordinator) }, completion: nil)
        coordinator.whenAnimationsEnd { [weak self] in
            guard let self else { return }
            defer { runQueuedActionsIfIdle() }
            interfaceRotation = nil
            PresentationMachine.end(coordinator, for: controllers, in: self)
            recordStatusBarOwnerChange()
            if next.traitCollection != previousTraits {
                for controller in controllers { controller.traitCollectionDidChange(previousTraits) }
            }
        }
    }

    /// The layout part of a size or trait change: the root view, adaptation, presentations, alongside
    /// animations (inside the change's animation block).
    private func relayout(after coordinator: Transition) {
        rootViewController?.view.frame = bounds
        coordinator.startAlongsideAnimations()
        for controller in presentations where !controller.isDismissing {
            PresentationAdaptation.readapt(controller, traits: traitCollection, coordinator: coordinator)
        }
        relayoutPresentations()
        for controller in presentations where !controller.isDismissing { syncPresenterRemoval(of: controller) }
    }

    private func notifySizeChange(to size: Size, controllers: [ViewController], coordinator: TransitionCoordinator) {
        for controller in controllers {
            trace(controller, "viewWillTransition(to:with:)")
            controller.viewWillTransition(to: size, with: coordinator)
        }
        for controller in presentations where !controller.isDismissing {
            trace(controller, "viewWillTransition(to:with:)")
            controller.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// The root controller and every presented controller, bottom to top.
    func visibleControllers() -> [ViewController] {
        guard let root = rootViewController else { return [] }
        return [root] + presentations.map(\.presentedViewController)
    }

    /// Keeps `manager` informed of this window's size and trait changes (see ``AdaptivePresentationManager``).
    func register(_ manager: AdaptivePresentationManager) {
        adaptivePresentationManagers.removeAll { $0.manager == nil || $0.manager === manager }
        adaptivePresentationManagers.append(WeakAdaptivePresentationManager(manager: manager))
    }
}
