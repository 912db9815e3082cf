/// Asks a presentation controller (and so its delegate) which style to show for a set of traits, and
/// enforces UIKit's list of styles a presentation may adapt to.
enum PresentationAdaptation {
    /// Styles an adaptive delegate may return.
    static let allowedStyles: Set<ModalPresentationStyle> = [
        .fullScreen, .overFullScreen, .formSheet, .pageSheet, .none,
    ]

    /// The adapted style for `traits` (`.none` when the presentation keeps its own style).
    static func style(for controller: PresentationController, traits: TraitCollection)
        throws(PresentationError) -> ModalPresentationStyle
    {
        let style = controller.adaptivePresentationStyle(for: traits)
        guard allowedStyles.contains(style) else {
            throw .invalidAdaptiveStyle(style, controller: controller.presentedViewController.description)
        }
        return style == controller.presentationStyle ? .none : style
    }

    /// Sets the adapted style at the start of a presentation, asking the delegate for a replacement
    /// controller when the style adapts.
    static func adaptInitially(_ controller: PresentationController, traits: TraitCollection) throws(PresentationError)
    {
        let style = try style(for: controller, traits: traits)
        controller.adaptiveStyleInEffect = style
        controller.adaptiveViewController = style == .none ? nil : replacement(for: controller, style: style)
    }

    /// Re-adapts a presentation on screen after the traits changed; returns whether the style changed.
    /// A delegate answer UIKit does not allow is reported and the current style kept.
    @discardableResult
    static func readapt(
        _ controller: PresentationController, traits: TraitCollection,
        coordinator: TransitionCoordinator
    ) -> Bool {
        let style: ModalPresentationStyle
        do {
            style = try self.style(for: controller, traits: traits)
        } catch {
            controller.window?.report(error)
            return false
        }
        guard style != controller.adaptiveStyleInEffect else { return false }
        controller.adaptiveStyleInEffect = style
        let replacement = style == .none ? nil : replacement(for: controller, style: style)
        swapShownController(of: controller, to: replacement)
        PresentationMachine.notifyAdaptation(
            controller, style: style == .none ? controller.presentationStyle : style,
            coordinator: coordinator)
        return true
    }

    private static func replacement(
        for controller: PresentationController,
        style: ModalPresentationStyle
    ) -> ViewController? {
        guard let delegate = controller.delegate,
            let replacement = delegate.presentationController(
                controller, viewControllerForAdaptivePresentationStyle: style),
            replacement !== controller.presentedViewController
        else { return nil }
        return replacement
    }

    /// Puts the replacement's view (or the presented controller's) in the container.
    private static func swapShownController(of controller: PresentationController, to replacement: ViewController?) {
        let previous = controller.presentedView
        controller.adaptiveViewController = replacement
        guard let container = controller.containerView, let next = controller.presentedView, next !== previous else {
            return
        }
        if let previous, previous.superview === container {
            container.insertSubview(next, aboveSubview: previous)
            previous.removeFromSuperview()
        } else {
            container.addSubview(next)
        }
    }
}
