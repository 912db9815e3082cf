extension Window {
    /// Lays out every presentation on screen again (after a size, trait or setting change).
    func relayoutPresentations() {
        layoutControllerContainers()
        for controller in presentations where !controller.isDismissing {
            positionContainer(of: controller)
            layoutPass(controller)
        }
        applySheetStacking()
    }

    /// Lays out the root controller's containers (bars, columns) so bar items have frames.
    func layoutControllerContainers() {
        rootViewController?.layoutContainer(in: environment)
    }

    /// One layout pass of a presentation: the hooks around the built-in layout, then the shown
    /// controller's own container layout.
    func layoutPass(_ controller: PresentationController) {
        guard let container = controller.containerView else { return }
        let transitionView = container as? PresentationContainerView
        transitionView?.isRunningPresentationLayout = true
        defer { transitionView?.isRunningPresentationLayout = false }
        trace(controller, "containerViewWillLayoutSubviews")
        controller.containerViewWillLayoutSubviews()
        container.layOutConstrainedSubviews()
        if controller.usesBuiltInLayout, let geometry = controller.builtInGeometry, let view = controller.presentedView
        {
            controller.appliedGeometry = geometry
            let popover = controller as? PopoverPresentationController
            var passthrough = popover?.passthroughViews ?? []
            if let bar = popover?.barButtonItem?.view?.superview { passthrough.append(bar) }
            controller.chrome.apply(
                geometry, presentedView: view, container: container,
                popoverColor: popover?.backgroundColor, passthroughViews: passthrough,
                metrics: environment.metrics)
        }
        trace(controller, "containerViewDidLayoutSubviews")
        controller.containerViewDidLayoutSubviews()
        (controller.adaptiveViewController ?? controller.presentedViewController).layoutContainer(in: environment)
    }

    /// Sets a presentation container's frame: the window, or the context controller's view.
    func positionContainer(of controller: PresentationController) {
        guard let container = controller.containerView else { return }
        if let context = controller.contextViewController,
            controller.effectiveStyle.isContextual
                || (controller.effectiveStyle == .custom && !controller.shouldPresentInFullscreen),
            let view = context.viewIfLoaded ?? controller.removedPresenterView?.view
        {
            let origin =
                controller.removedPresenterView?.view === view
                ? (controller.removedPresenterView?.superview?.untransformedOriginInWindow ?? .zero)
                    .offsetBy(dx: view.frame.minX, dy: view.frame.minY)
                : view.untransformedOriginInWindow
            container.frame = Rect(origin: origin, size: view.bounds.size)
        } else {
            container.frame = bounds
        }
    }

    /// Takes the presenter's view out of the hierarchy (full screen and current context, once presented).
    func removePresenterView(of controller: PresentationController) {
        let presenterView = controller.presentingViewController.rootView
        guard let superview = presenterView.superview,
            let index = superview.subviews.firstIndex(where: { $0 === presenterView })
        else { return }
        controller.removedPresenterView = RemovedPresenterView(view: presenterView, superview: superview, index: index)
        presenterView.removeFromSuperview()
    }

    /// Removes or restores the presenter's view when an adaptation changed whether the style keeps it.
    func syncPresenterRemoval(of controller: PresentationController) {
        let removed = controller.removedPresenterView != nil
        if controller.removesPresentersView, !removed {
            removePresenterView(of: controller)
        } else if !controller.removesPresentersView, removed {
            restorePresenterView(of: controller)
            relayoutPresentations()
        }
    }

    /// Puts a removed presenter view back where it was (a dismissal starting).
    func restorePresenterView(of controller: PresentationController) {
        guard let removed = controller.removedPresenterView else { return }
        removed.superview?.insertSubview(removed.view, at: removed.index)
        controller.removedPresenterView = nil
    }
}
