/// A presentation checked against every rule UIKit enforces, with its presenter and controller resolved,
/// before anything changes.
struct PresentationPlan {
    let window: Window
    let presented: ViewController
    let presenter: ViewController
    /// The controller `present` was called on.
    let source: ViewController
    let presentationController: PresentationController

    /// Validates and resolves a presentation of `controller` requested on `source`.
    static func make(presenting controller: ViewController, from source: ViewController)
        throws(PresentationError) -> PresentationPlan
    {
        guard let window = source.window else {
            throw .notInWindowHierarchy(
                presented: controller.description, presenter: source.rootAncestor.description,
                source: source.description)
        }
        try checkNotActive(controller, source: source, window: window)
        let style = controller.modalPresentationStyle.resolved(in: window.environment.era)
        guard style != .none, style != .automatic else {
            throw .invalidPresentationStyle(style, controller: controller.description)
        }
        let presentationController = presentationController(for: controller, style: style, source: source)
        let contextual = style.isContextual || (style == .custom && !presentationController.shouldPresentInFullscreen)
        let presenter = contextual ? contextPresenter(from: source) : source.rootAncestor
        try checkPresenter(presenter, for: controller, source: source, style: style, window: window)
        try checkTransitionStyle(controller, style: style, presenter: presenter)
        presentationController.setPresentingViewController(presenter)
        presentationController.presentationStyle = style
        presentationController.window = window
        presentationController.contextViewController = contextual ? presenter : nil
        do throws(PresentationError) {
            // A presentation an adaptive manager makes just before a size change is decided for the traits
            // it will live in.
            let traits = window.upcomingEnvironment?.traitCollection ?? presenter.traitCollection
            try PresentationAdaptation.adaptInitially(presentationController, traits: traits)
            try checkAnchor(presentationController)
        } catch {
            presentationController.window = nil
            presentationController.adaptiveStyleInEffect = ModalPresentationStyle.none
            presentationController.adaptiveViewController = nil
            throw error
        }
        return PresentationPlan(
            window: window, presented: controller, presenter: presenter, source: source,
            presentationController: presentationController)
    }

    /// The controller's cached presentation controller when it matches the style, a new one otherwise.
    private static func presentationController(
        for controller: ViewController, style: ModalPresentationStyle,
        source: ViewController
    ) -> PresentationController {
        if let existing = controller.presentationController, fits(existing, style) { return existing }
        let made = PresentationMachine.makePresentationController(
            for: controller, style: style, presenting: nil,
            source: source)
        controller.installPresentationController(made)
        return made
    }

    private static func fits(_ controller: PresentationController, _ style: ModalPresentationStyle) -> Bool {
        switch style {
        case .custom: return true
        case .popover: return controller is PopoverPresentationController
        case .pageSheet, .formSheet: return controller is SheetPresentationController
        default: return controller is FullScreenPresentationController
        }
    }

    /// UIKit's walk: from the source up the parent chain to the first controller that defines the
    /// presentation context, else the top of the chain (the root or a presented controller).
    static func contextPresenter(from source: ViewController) -> ViewController {
        var current = source
        while !current.definesPresentationContext, let parent = current.parent { current = parent }
        return current
    }

    private static func checkNotActive(
        _ controller: ViewController, source: ViewController,
        window: Window
    ) throws(PresentationError) {
        // A controller the source is inside (through parents or presentations) is active too: presenting it
        // would make the hierarchy contain itself.
        let isActive =
            controller === source || controller.storedPresentingViewController != nil
            || controller.parent != nil || window.rootViewController === controller
            || controller.viewIfLoaded?.window != nil || controller.leads(to: source)
        if isActive { throw .activeController(controller.description) }
    }

    private static func checkPresenter(
        _ presenter: ViewController, for controller: ViewController,
        source: ViewController, style: ModalPresentationStyle,
        window: Window
    ) throws(PresentationError) {
        if controller === presenter || controller.leads(to: presenter) {
            throw .activeController(controller.description)
        }
        if window.isTransitioning {
            throw .presentationInProgress(
                presented: controller.description, presenter: presenter.description,
                source: source.description)
        }
        if let current = presenter.presentedViewController {
            throw .alreadyPresenting(
                presented: controller.description, presenter: presenter.description,
                source: source.description, current: current.description)
        }
        if presenter.modalTransitionStyle == .partialCurl, presenter.storedPresentingViewController != nil {
            throw .presentingFromPartialCurl(presenter.description)
        }
    }

    private static func checkTransitionStyle(
        _ controller: ViewController, style: ModalPresentationStyle,
        presenter: ViewController
    ) throws(PresentationError) {
        if controller.modalTransitionStyle == .partialCurl {
            let presenterIsFullScreen =
                presenter.storedPresentingViewController == nil
                || presenter.presentationControllerIfPresented?.effectiveStyle == .fullScreen
            guard style == .fullScreen, presenterIsFullScreen else {
                throw .partialCurlRequiresFullScreen(controller.description)
            }
        }
        if style == .currentContext, controller.modalTransitionStyle != .coverVertical,
            presenter.rootAncestor.presentationControllerIfPresented?.effectiveStyle == .popover
        {
            throw .currentContextInPopoverRequiresCoverVertical(controller.description)
        }
    }

    private static func checkAnchor(_ controller: PresentationController) throws(PresentationError) {
        guard controller.effectiveStyle == .popover, let popover = controller as? PopoverPresentationController
        else { return }
        (popover.delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        popover.window?.layoutControllerContainers()
        guard popover.hasAnchor else {
            throw .popoverWithoutAnchor(popover: popover.presentedViewController.description)
        }
    }
}
