extension Window {
    /// Rotates the device, as a user would: controllers and presentation controllers get
    /// `viewWillTransition(to:with:)` (and `willTransition(to:with:)` when the traits change), the
    /// presentations re-adapt to the new traits, and everything lays out again.
    public func rotate(to orientation: InterfaceOrientation) throws(ConfigurationError) {
        try change(orientation: orientation, multitasking: environment.multitasking,
                   appearance: environment.appearance)
    }

    /// Resizes an iPad window to another multitasking width (Split View, Slide Over, full screen).
    public func resize(to multitasking: MultitaskingWidth) throws(ConfigurationError) {
        try change(orientation: environment.orientation, multitasking: multitasking,
                   appearance: environment.appearance)
    }

    /// Switches between light and dark appearance.
    public func setAppearance(_ appearance: UserInterfaceStyle) throws(ConfigurationError) {
        try change(orientation: environment.orientation, multitasking: environment.multitasking,
                   appearance: appearance)
    }

    private func change(orientation: InterfaceOrientation, multitasking: MultitaskingWidth,
                        appearance: UserInterfaceStyle) throws(ConfigurationError) {
        let next = try WindowEnvironment(device: environment.device, orientation: orientation,
                                         multitasking: multitasking, era: environment.era,
                                         appearance: appearance, layoutDirection: environment.layoutDirection)
        guard next != environment else { return }
        apply(next)
    }

    private func apply(_ next: WindowEnvironment) {
        let previousTraits = environment.traitCollection
        let coordinator = Transition(kind: .sizeChange, window: self, container: self, style: .none,
                                     animated: false, duration: 0, curve: .easeInOut,
                                     from: (nil, nil), to: (nil, nil))
        let controllers = visibleControllers()
        if next.traitCollection != previousTraits {
            for controller in controllers {
                trace(controller, "willTransition(to:with:)")
                controller.willTransition(to: next.traitCollection, with: coordinator)
            }
        }
        if next.windowSize != environment.windowSize {
            notifySizeChange(to: next.windowSize, controllers: controllers, coordinator: coordinator)
        }
        environment = next
        frame = Rect(origin: .zero, size: next.windowSize)
        rootViewController?.view.frame = bounds
        coordinator.startAlongsideAnimations()
        for controller in presentations where !controller.isDismissing {
            PresentationAdaptation.readapt(controller, traits: controller.presentingViewController.traitCollection,
                                           coordinator: coordinator)
        }
        relayoutPresentations()
        for controller in presentations where !controller.isDismissing { syncPresenterRemoval(of: controller) }
        coordinator.finish()
        if next.traitCollection != previousTraits {
            for controller in controllers { controller.traitCollectionDidChange(previousTraits) }
        }
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
}
