import Foundation

/// Presents a controller with the presentation its rules pick for the window's size and traits, and
/// switches to another presentation when the pick changes — the "architecture for arbitrary adaptivity"
/// of PSPDFKit's article on adaptive presentations, which UIKit does not offer.
///
/// UIKit lets a presentation adapt only to `.fullScreen`, `.overFullScreen`, `.formSheet`, `.pageSheet`
/// or `.none`, only by size class, and only when the traits change. The manager lifts all three limits:
/// its ``rules`` test size classes, width or height thresholds in points, traits or any closure over the
/// new size and traits, and name any presentation (a built-in style, a configured sheet or popover, or a
/// custom ``PresentationController``). The first rule that holds wins, else ``fallback``.
///
/// To switch, the manager dismisses the presented controller without animation and presents the same
/// instance again with the new presentation, from the controller ``present(_:from:animated:completion:)``
/// was called on. The controller keeps its state (it is the same object, its view stays loaded);
/// the presenting controller, the presentation controller, the status-bar owner and the life-cycle
/// callbacks are those of a direct presentation, because the switch *is* one. Anything the controller
/// itself presented is dismissed with it.
///
/// How size changes reach it: the window keeps (weakly) the managers that presented in it, and when its
/// size or traits change (``Window/rotate(to:animated:)``, ``Window/resize(to:animated:)``) it asks them to
/// re-evaluate with the new environment before it sends `willTransition(to:with:)` and
/// `viewWillTransition(to:with:)`. A switch there happens without animation in the old layout, and the new
/// presentation then receives those callbacks and moves to its new frame inside the size change's
/// animation, like every other presentation on screen. The window is the one place that knows the future
/// traits of the presenting environment; presentation controllers only learn the presented controller's
/// (a popover's are overridden to compact), the problem the article reports with
/// `willTransition(to:with:)`. The app can switch at any other time with ``reevaluate(animated:)``.
///
/// While a presentation is the manager's, the manager answers its presentation controller's adaptation
/// question with `.none`: the presentation shows as the rule named it, and only the rules adapt it. The
/// manager is also the presented controller's transitioning delegate (it vends the custom presentation
/// controllers), except for ``AdaptivePresentation/transitioningDelegate(name:_:)``, whose delegate takes
/// its place; a transitioning delegate the app set before is replaced.
/// Differs from UIKit: there is no such class; it is this framework's answer to the article.
public final class AdaptivePresentationManager: NSObject, ViewControllerTransitioningDelegate,
    PopoverPresentationControllerDelegate
{
    /// The rules, tried in order.
    public var rules: [AdaptiveRule]
    /// The presentation used when no rule holds.
    public var fallback: AdaptivePresentation
    /// Called after the manager set the controller up for a presentation (style, transitioning delegate,
    /// sheet or popover settings) and before it presents: set anything else the presentation needs here.
    /// The manager then becomes the delegate of the controller's presentation controller.
    public var willPresent: ((ViewController, AdaptivePick) -> Void)?
    /// The controller the manager presented, while it is presented.
    public private(set) weak var presentedViewController: ViewController?
    /// The rule that picked the presentation in use (`nil` before the first presentation).
    public private(set) var currentPick: AdaptivePick?
    /// The controller presentations are requested from.
    private weak var source: ViewController?
    /// The presentation being made, while ``present(_:from:with:animated:completion:)`` runs.
    private var presentationInProgress: AdaptivePresentation?

    /// Creates a manager with rules and the presentation to use when none holds.
    public init(rules: [AdaptiveRule], fallback: AdaptivePresentation) {
        self.rules = rules
        self.fallback = fallback
    }

    /// The first rule that holds for `environment` (as seen from `source`), else the fallback.
    public func pick(for environment: WindowEnvironment, from source: ViewController) -> AdaptivePick {
        let context = AdaptiveContext.make(
            for: environment, presentingView: source.viewIfLoaded,
            currentWindowSize: source.window?.environment.windowSize ?? environment.windowSize)
        for (index, rule) in rules.enumerated() where rule.condition.holds(in: context) {
            return AdaptivePick(
                ruleIndex: index, ruleName: rule.name ?? "rule \(index)", presentation: rule.presentation,
                windowWidth: context.windowSize.width, environment: environment)
        }
        return AdaptivePick(
            ruleIndex: nil, ruleName: "fallback", presentation: fallback, windowWidth: context.windowSize.width,
            environment: environment)
    }

    /// Presents `controller` from `source` with the presentation the rules pick for the window now.
    public func present(
        _ controller: ViewController, from source: ViewController, animated: Bool,
        completion: (() -> Void)? = nil
    ) throws(PresentationError) {
        guard let window = source.window else {
            throw .notInWindowHierarchy(
                presented: controller.description, presenter: source.rootAncestor.description,
                source: source.description)
        }
        let pick = pick(for: window.environment, from: source)
        try present(controller, from: source, with: pick, animated: animated, completion: completion)
        window.register(self)
    }

    /// Evaluates the rules again for the window as it is now and, when another rule decides, switches the
    /// presented controller to its presentation (presented with `animated`; the old one goes without
    /// animation). Does nothing when nothing is presented or the pick is unchanged. During a running
    /// transition the switch waits for it to end (as UIKit queues transitions) and reports its errors to the
    /// window.
    public func reevaluate(animated: Bool) throws(PresentationError) {
        guard let source, let window = source.window else { return }
        if window.isTransitioning {
            window.enqueueAfterTransitions { [weak self, weak window] in
                do throws(PresentationError) { try self?.reevaluate(animated: animated) } catch {
                    window?.report(error)
                }
            }
            return
        }
        try switchIfNeeded(to: pick(for: window.environment, from: source), animated: animated)
    }

    /// Called by the window before a size or trait change, with the environment it changes to.
    func windowWillChange(to environment: WindowEnvironment) {
        guard let source, let window = source.window else { return }
        if window.isTransitioning {
            window.enqueueAfterTransitions { [weak self, weak window] in
                guard let window else { return }
                self?.windowWillChange(to: window.environment)
            }
            return
        }
        do {
            try switchIfNeeded(to: pick(for: environment, from: source), animated: false)
        } catch {
            source.window?.report(error)
        }
    }

    private func switchIfNeeded(to pick: AdaptivePick, animated: Bool) throws(PresentationError) {
        guard let controller = presentedViewController, let source,
            let presenter = controller.presentingViewController, pick.ruleIndex != currentPick?.ruleIndex
        else { return }
        // The new presentation starts when the dismissal has finished: at once for the system's
        // unanimated dismissal, later when a custom animator takes its time (its errors are then reported
        // to the window instead of thrown).
        var finishedAtOnce = false
        var failure: PresentationError?
        presenter.dismiss(animated: false) { [weak self] in
            do throws(PresentationError) {
                try self?.present(controller, from: source, with: pick, animated: animated, completion: nil)
            } catch {
                if finishedAtOnce { source.window?.report(error) } else { failure = error }
            }
        }
        finishedAtOnce = true
        if let failure { throw failure }
    }

    private func present(
        _ controller: ViewController, from source: ViewController, with pick: AdaptivePick, animated: Bool,
        completion: (() -> Void)?
    ) throws(PresentationError) {
        presentationInProgress = pick.presentation
        defer { presentationInProgress = nil }
        source.window?.record(
            PresentationDecision(
                facts: .managerPick(
                    requested: currentPick?.presentation.name ?? "adaptive", result: pick.presentation.name,
                    width: pick.windowWidth, window: pick.environment),
                delegateReturnedNone: nil, decider: .managerRule(index: pick.ruleIndex, name: pick.ruleName)))
        prepare(controller, for: pick.presentation)
        willPresent?(controller, pick)
        // After the hook, which may have replaced the presentation controller (setting a style does).
        controller.presentationController?.delegate = self
        try source.tryPresent(controller, animated: animated, completion: completion)
        self.source = source
        presentedViewController = controller
        currentPick = pick
    }

    /// Sets the controller's style, transitioning delegate and presentation-controller settings.
    private func prepare(_ controller: ViewController, for presentation: AdaptivePresentation) {
        controller.installPresentationController(nil)
        controller.modalPresentationStyle = presentation.modalPresentationStyle
        switch presentation {
        case .transitioningDelegate(_, let delegate): controller.transitioningDelegate = delegate
        default: controller.transitioningDelegate = self
        }
        let presentationController = controller.presentationController
        switch presentation {
        case .sheet(let configuration):
            (presentationController as? SheetPresentationController).map(configuration.apply)
        case .popover(let configuration):
            (presentationController as? PopoverPresentationController).map(configuration.apply)
        case .style, .custom, .transitioningDelegate:
            break
        }
    }

    // MARK: ViewControllerTransitioningDelegate

    /// The custom presentation controller of the pick in use.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        guard case .custom(_, let makeController) = presentationInProgress ?? currentPick?.presentation else {
            return nil
        }
        return makeController(presented, presenting)
    }

    // MARK: AdaptivePresentationControllerDelegate

    /// `.none`: the rules, not UIKit, adapt the manager's presentations.
    public func adaptivePresentationStyle(
        for controller: PresentationController,
        traitCollection: TraitCollection
    ) -> ModalPresentationStyle {
        .none
    }
}

/// The result of evaluating an ``AdaptivePresentationManager``'s rules.
public struct AdaptivePick {
    /// The index of the rule that held, `nil` for the fallback.
    public let ruleIndex: Int?
    /// The rule's name (`rule <index>` when unnamed, `fallback`).
    public let ruleName: String
    /// The presentation picked.
    public let presentation: AdaptivePresentation
    /// The width the rules were evaluated for, in points (of the window or of the presenting context).
    let windowWidth: Double
    /// The window environment the rules were evaluated for.
    let environment: WindowEnvironment
}

/// A window's weak reference to a manager that presented in it.
struct WeakAdaptivePresentationManager {
    weak var manager: AdaptivePresentationManager?
}
