import Foundation

/// A running presentation, dismissal, navigation or size change: the context handed to animators, the
/// coordinator handed to controllers, and the bookkeeping of its alongside animations and completions.
final class Transition: TransitionCoordinator, ViewControllerContextTransitioning {
    /// What the transition does.
    enum Kind { case presentation, dismissal, navigation, sizeChange }

    let kind: Kind
    let isAnimated: Bool
    let transitionDuration: Double
    /// The view the transition happens in; an empty view once that view is gone. Held weakly: a size
    /// change's container is the window itself, and the window holds the event that ends the transition, so
    /// a strong reference would keep a window dropped mid-rotation alive forever.
    var containerView: View { storedContainerView ?? View() }
    private weak var storedContainerView: View?
    let presentationStyle: ModalPresentationStyle
    let curve: TimingCurve
    let startTime: Double
    weak var window: Window?
    private weak var fromViewController: ViewController?
    private weak var toViewController: ViewController?
    private weak var fromView: View?
    private weak var toView: View?
    /// The presentation controller of a presentation or dismissal (for frames).
    weak var presentationController: PresentationController?
    private var pendingAnimations: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(TransitionCoordinatorContext) -> Void] = []
    private(set) var animationsStarted = false
    private(set) var isFinished = false
    private(set) var isInteractive = false
    private(set) var isCancelled = false
    /// The animator running the transition.
    var animator: ViewControllerAnimatedTransitioning?
    /// The time base of an interactive transition.
    private(set) var timeline: AnimationTimeline?
    /// The speed of the finger driving an interactive transition.
    private var fingerVelocity = InteractionVelocity()
    /// The status bar's style just before a presentation or dismissal changed the model; the glyphs
    /// cross-fade from it into the window's style as the transition runs. `nil` for other transitions.
    var statusBarStyleAtStart: StatusBarStyle?
    /// Called once with the animator's verdict from ``completeTransition(_:)``.
    var onComplete: ((Bool) -> Void)?

    init(
        kind: Kind, window: Window, container: View, style: ModalPresentationStyle, animated: Bool,
        duration: Double, curve: TimingCurve, from: (ViewController?, View?), to: (ViewController?, View?)
    ) {
        self.kind = kind
        self.window = window
        storedContainerView = container
        presentationStyle = style
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        self.curve = curve
        startTime = window.clock
        (fromViewController, fromView) = from
        (toViewController, toView) = to
    }

    var transitionWasCancelled: Bool { isCancelled }

    /// Whether only the animator's `completeTransition(_:)` could end the transition: it started, is not
    /// finished, and is not held by an interaction.
    var isStalled: Bool { animationsStarted && !isFinished && !isInteractive }

    /// "The presentation of <controller>", for messages.
    var summary: String {
        let subject = (kind == .dismissal ? fromViewController : toViewController).map { "\($0)" } ?? "a view"
        switch kind {
        case .presentation: return "The presentation of \(subject)"
        case .dismissal: return "The dismissal of \(subject)"
        case .navigation: return "The navigation to \(subject)"
        case .sizeChange: return "The size change"
        }
    }

    var percentComplete: Double {
        guard let window else { return isFinished ? 1 : 0 }
        if let timeline { return timeline.fraction(at: window.clock) }
        guard transitionDuration > 0 else { return isFinished ? 1 : 0 }
        return min(1, max(0, (window.clock - startTime) / transitionDuration))
    }

    /// How far the transition is at clock time `time`, 0…1.
    func progress(at time: Double) -> Double {
        if let timeline { return timeline.fraction(at: time) }
        guard transitionDuration > 0 else { return isFinished ? 1 : 0 }
        return min(1, max(0, (time - startTime) / transitionDuration))
    }

    /// How far the transition's animations have moved at clock time `time`, 0…1: the finger's or the
    /// release's fraction of an interactive transition (its animations run linearly in it), else the
    /// transition's curve at its time fraction.
    func shownProgress(at time: Double) -> Double {
        if let timeline { return timeline.fraction(at: time) }
        return curve.progress(atFraction: progress(at: time))
    }

    func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: TransitionContextKey) -> View? {
        key == .from ? fromView : toView
    }

    func initialFrame(for viewController: ViewController) -> Rect {
        guard viewController === fromViewController else { return .zero }
        return viewController.viewIfLoaded?.frame ?? .zero
    }

    func finalFrame(for viewController: ViewController) -> Rect {
        switch kind {
        case .presentation where viewController === toViewController:
            return presentationController?.frameOfPresentedViewInContainerView ?? containerView.bounds
        case .dismissal where viewController === fromViewController:
            // UIKit answers with the presented frame, where slide-out animators start from (its documentation
            // allows `.zero`, but custom presentations get the frame the presentation controller chose).
            return presentationController?.frameOfPresentedViewInContainerView
                ?? viewController.viewIfLoaded?.frame ?? .zero
        case .navigation where viewController === toViewController:
            // Where the navigation controller lays out its top controller (below an opaque bar).
            guard let navigation = viewController.parent as? NavigationController, let window else {
                return containerView.bounds
            }
            return navigation.contentFrame(in: window.environment)
        default:
            return viewController.viewIfLoaded?.frame ?? .zero
        }
    }

    // MARK: - Coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if animationsStarted {
            runInTransaction(animation, duration: max(0, transitionDuration * (1 - percentComplete)))
        } else {
            pendingAnimations.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((TransitionCoordinatorContext) -> Void)?,
        completion: ((TransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Runs the queued alongside animations; call inside the transition's own animation block.
    func startAlongsideAnimations() {
        animationsStarted = true
        let animations = pendingAnimations
        pendingAnimations = []
        for animation in animations { animation(self) }
    }

    /// Marks the transition finished and runs the alongside completions.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func runInTransaction(_ animation: (TransitionCoordinatorContext) -> Void, duration: Double) {
        AnimationTimeline.$current.withValue(timeline) {
            View.perform(
                AnimationTransaction(duration: duration, delay: 0, curve: curve),
                animations: { animation(self) }, completion: nil)
        }
    }

    // MARK: - Context

    /// Makes the transition interactive: its animations follow a timeline held by the interaction.
    func beginInteraction() -> AnimationTimeline? {
        guard let window, transitionDuration > 0 else { return nil }
        let timeline = AnimationTimeline(start: window.clock, duration: transitionDuration)
        self.timeline = timeline
        isInteractive = true
        return timeline
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard let timeline else { return }
        timeline.pause(at: percentComplete)
        if let window { fingerVelocity.record(timeline.fraction(at: window.clock), at: window.clock) }
    }

    func pauseInteractiveTransition() {}

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive, let timeline, let window, timeline.isPaused else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
        let target = cancelled ? 0.0 : 1.0
        let metrics = window.environment.metrics
        // Critically damped even after a flick (UIKit's sheets then use damping 0.8): an overshoot past the
        // end state could not be shown, and would only keep the transition running.
        let arrival = timeline.spring(
            to: target, dampingRatio: metrics[.sheetSpringDampingRatio], response: metrics[.sheetSpringResponse],
            velocity: fingerVelocity.velocity(at: window.clock), clock: window.clock)
        window.schedule(at: arrival, label: cancelled ? "transition cancelled" : "transition finished") {
            timeline.end(at: target)
        }
    }

    /// Calls `completion` when the transition's animations are over: after the duration on the clock, or
    /// when an interactive transition's timeline ends.
    func whenAnimationsEnd(_ completion: @escaping () -> Void) {
        if let timeline {
            timeline.addCompletion { _ in completion() }
        } else if let window {
            window.schedule(at: startTime + transitionDuration, label: "transition end", action: completion)
        } else {
            completion()
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        onComplete(didComplete)
        animator?.animationEnded(didComplete)
    }
}
