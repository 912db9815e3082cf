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
        try decide(for: controller, traits: traits).style
    }

    /// The adapted style for `traits` with the decision that explains it.
    private static func decide(for controller: PresentationController, traits: TraitCollection)
        throws(PresentationError) -> (style: ModalPresentationStyle, decision: PresentationDecision)
    {
        let answer = controller.adaptivePresentationStyle(for: traits)
        guard allowedStyles.contains(answer) else {
            throw .invalidAdaptiveStyle(answer, controller: controller.presentedViewController.description)
        }
        let style = answer == controller.presentationStyle ? .none : answer
        return (style, decision(for: controller, answer: answer, adapted: style, traits: traits))
    }

    /// Who decided `answer`: UIKit's default when it matches the built-in adaptation, else the delegate
    /// (or the controller's own override when it has no delegate).
    private static func decision(
        for controller: PresentationController, answer: ModalPresentationStyle,
        adapted: ModalPresentationStyle, traits: TraitCollection
    ) -> PresentationDecision {
        let era = controller.window?.environment.era ?? .latest
        let system = controller.systemAdaptivePresentationStyle(for: traits)
        let hasDelegate = controller.delegate != nil
        let decider: PresentationDecision.Decider =
            answer == system ? .uikitDefault(era) : hasDelegate ? .delegate(answer) : .presentationController
        let upcoming = controller.window?.upcomingEnvironment
        return PresentationDecision(
            facts: .adaptation(
                requested: controller.presentedViewController.modalPresentationStyle == .automatic
                    ? .automatic : controller.presentationStyle,
                result: adapted == .none ? controller.presentationStyle : adapted,
                horizontalSizeClass: traits.horizontalSizeClass, window: upcoming ?? controller.window?.environment,
                sizeChangeFrom: upcoming == nil ? nil : controller.window?.environment),
            delegateReturnedNone: hasDelegate ? answer == .none : nil, decider: decider)
    }

    /// Sets the adapted style at the start of a presentation, asking the delegate for a replacement
    /// controller when the style adapts.
    static func adaptInitially(_ controller: PresentationController, traits: TraitCollection) throws(PresentationError)
    {
        let (style, decision) = try decide(for: controller, traits: traits)
        controller.adaptationDecision = decision
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
        let decision: PresentationDecision
        do {
            (style, decision) = try decide(for: controller, traits: traits)
        } catch {
            controller.window?.report(error)
            return false
        }
        guard style != controller.adaptiveStyleInEffect else { return false }
        controller.window?.record(decision)
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
