/// A running presentation, dismissal or size change: the coordinator handed to controllers and the
/// bookkeeping of its alongside animations and completions.
final class Transition: TransitionCoordinator {
    /// What the transition does.
    enum Kind { case presentation, dismissal, sizeChange }

    let kind: Kind
    let isAnimated: Bool
    let transitionDuration: Double
    let containerView: View
    let presentationStyle: ModalPresentationStyle
    let curve: TimingCurve
    let startTime: Double
    private weak var window: Window?
    private weak var fromViewController: ViewController?
    private weak var toViewController: ViewController?
    private weak var fromView: View?
    private weak var toView: View?
    private var pendingAnimations: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []
    private(set) var animationsStarted = false
    private(set) var isFinished = false
    var isInteractive = false
    var isCancelled = false

    init(kind: Kind, window: Window, container: View, style: ModalPresentationStyle, animated: Bool,
         duration: Double, curve: TimingCurve, from: (ViewController?, View?), to: (ViewController?, View?)) {
        self.kind = kind
        self.window = window
        containerView = container
        presentationStyle = style
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        self.curve = curve
        startTime = window.clock
        (fromViewController, fromView) = from
        (toViewController, toView) = to
    }

    var percentComplete: Double {
        guard let window, transitionDuration > 0 else { return isFinished ? 1 : 0 }
        return min(1, max(0, (window.clock - startTime) / transitionDuration))
    }

    func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: TransitionContextKey) -> View? {
        key == .from ? fromView : toView
    }

    @discardableResult
    func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                 completion: ((TransitionCoordinatorContext) -> Void)?) -> Bool {
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
    func animateAlongsideTransition(in view: View?, animation: ((TransitionCoordinatorContext) -> Void)?,
                                    completion: ((TransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
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
        View.perform(AnimationTransaction(duration: duration, delay: 0, curve: curve),
                     animations: { animation(self) }, completion: nil)
    }
}
