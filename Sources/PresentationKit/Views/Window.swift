import Foundation

/// The root of a view hierarchy on one device in one configuration, with its own virtual clock, as
/// `UIWindow` plus the bits of `UIScreen` and `UIApplication` presentations need.
///
/// Create one per device configuration; there is no shared state between windows. Time only moves when
/// you call ``advance(by:)`` or ``runUntilIdle()``: an animated presentation is on screen but mid-way
/// until then. ``renderTree(at:)`` returns what the window shows as a plain value.
open class Window: View {
    /// The device configuration.
    public internal(set) var environment: WindowEnvironment
    /// Seconds on the window's virtual clock.
    public internal(set) var clock: Double = 0
    /// What UIKit would have printed or raised, and what would make a picture untrustworthy, in the order it
    /// happened (see ``PresentationError`` and its ``PresentationError/severity``). Each is printed to standard
    /// error once, when it first happens (see ``printsDiagnostics``).
    public internal(set) var diagnostics: [PresentationError] = []
    /// Whether a new diagnostic is printed to standard error, as UIKit logs to the console (default `true`).
    public var printsDiagnostics = true
    /// Whether the window is finding out which controller owns the status bar (see `presentedStatusBarController`).
    var isResolvingStatusBarOwner = false
    /// The responder that last became first responder in this window, if it has not resigned.
    weak var firstResponder: Responder?
    /// The life-cycle calls made so far, in order, with their clock times.
    public internal(set) var callbackTrace: [TraceEntry] = []
    /// Presentations on screen, in the order they were made.
    var presentations: [PresentationController] = []
    /// The adaptive presentation managers that presented in this window (weakly held).
    var adaptivePresentationManagers: [WeakAdaptivePresentationManager] = []
    /// Why each presentation shows as it does, oldest first (see ``PresentationDecision``).
    public internal(set) var presentationDecisions: [PresentationDecision] = []
    /// The status-bar owner the decisions last recorded (meaningful once ``hasRecordedStatusBarOwner``).
    weak var recordedStatusBarOwner: ViewController?
    /// Whether the decisions noted a status-bar owner yet (the first check only notes it).
    var hasRecordedStatusBarOwner = false
    /// The environment a size or trait change is about to apply, while the adaptive presentation managers
    /// re-evaluate for it (presentations they make then are decided for it); `nil` otherwise.
    var upcomingEnvironment: WindowEnvironment?
    /// Transitions running now.
    var activeTransitions: [Transition] = []
    var scheduledEvents: [ScheduledEvent] = []
    /// Open Core Animation transactions (`CATransaction.begin()`), innermost last.
    var layerTransactionFrames: [LayerTransaction.Frame] = []
    var nextEventSequence = 0
    var queuedActions: [() -> Void] = []
    /// The animated rotation running now, if any.
    var interfaceRotation: InterfaceRotation?
    /// Views the sheet stacking pass changed, with the values to restore.
    var recededViews: [ObjectIdentifier: RecededViewState] = [:]
    /// Controllers that began to appear in this window and are owed `viewIsAppearing`, in the order they began.
    var controllersOwingIsAppearing: [WeakViewController] = []
    /// Touches in flight and the gesture recognizers they reach.
    let touchDispatcher = TouchDispatcher()
    /// Whether the app asked the device not to sleep, as `UIApplication.isIdleTimerDisabled`: kept on the
    /// window, which is a whole app's screen here; nothing reads it.
    public var isIdleTimerDisabled = false

    /// The controller whose view fills the window.
    open var rootViewController: ViewController? {
        didSet { withCurrent { installRootViewController(replacing: oldValue) } }
    }

    /// Creates a window for a configuration.
    public init(environment: WindowEnvironment) {
        self.environment = environment
        super.init(frame: Rect(origin: .zero, size: environment.windowSize))
        isWindow = true
        role = .window
        label = environment.device.identifier
        backgroundColor = .black
        makeKeyOnCurrentThread()
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a window for a catalog device by identifier.
    public convenience init(
        device identifier: String, orientation: InterfaceOrientation = .portrait,
        multitasking: MultitaskingWidth = .fullScreen, era: Era = .latest,
        appearance: UserInterfaceStyle = .light
    ) throws(ConfigurationError) {
        let device = try DeviceCatalog.profile(named: identifier)
        self.init(
            environment: try WindowEnvironment(
                device: device, orientation: orientation,
                multitasking: multitasking, era: era, appearance: appearance))
    }

    open override var window: Window? { self }

    /// Runs the window's layout pass now (`viewIsAppearing` owed, then every pending layout).
    open override func layoutIfNeeded() {
        runLayoutPass()
    }

    /// The window's traits.
    open var traitCollection: TraitCollection { environment.traitCollection }

    /// Whether a presentation, dismissal or size change is animating.
    public var isTransitioning: Bool { !activeTransitions.isEmpty }

    /// The controller at the top of the presentation stack (the root when nothing is presented).
    public var topViewController: ViewController? {
        guard let root = rootViewController else { return nil }
        return PresentationMachine.stack(from: root).last
    }

    /// The view a touch at `point` would reach if `subview` (a direct subview) and everything above it
    /// were not there.
    func hitTest(_ point: Point, with event: Event?, beneath subview: View) -> View? {
        guard let index = subviews.firstIndex(where: { $0 === subview }) else { return nil }
        for view in subviews[..<index].reversed() {
            let local = point.applying(view.transformToSuperview.inverted() ?? .identity)
            if let hit = view.hitTest(local, with: event) { return hit }
        }
        return nil
    }

    /// Swaps the root: the old root disappears as its view leaves the window, then the new one appears as
    /// its view enters it and is laid out (UIKit ties both to the views' moves; see `ViewController+Appearance`).
    private func installRootViewController(replacing old: ViewController?) {
        if let old, old !== rootViewController {
            let onScreen = old.appearanceCycle.state == .appeared
            if onScreen { old.beginAppearance(false, animated: false, in: self) }
            old.viewIfLoaded?.removeFromSuperview()
            if onScreen { old.endAppearance() }
        }
        guard let root = rootViewController else { return }
        let view = root.rootView
        insertSubview(view, at: 0)
        view.frame = bounds
        root.layoutContainer(in: environment)
        root.beginAppearance(true, animated: false, in: self)
        root.endAppearance()
    }
}

extension Window {
    /// Whether nothing is left to happen on the clock: no transition runs (an interactive one held by a
    /// finger counts as running), nothing is scheduled and no view animates beyond ``clock``.
    ///
    /// When this is `true`, ``runUntilIdle()`` would not move the clock and ``renderTree(at:)`` shows the
    /// same views at every later time. Animation tools sample frames until it becomes `true`.
    public var isIdle: Bool {
        !isTransitioning && nothingScheduledOrAnimating
    }

    /// Whether nothing is scheduled and no view animates beyond ``clock`` (transitions aside).
    var nothingScheduledOrAnimating: Bool {
        busyEvents.isEmpty && (latestAnimationEnd() ?? clock) <= clock
    }

    /// How far the running transition is, 0…1 (for an interactive transition, the fraction its finger or
    /// its release holds it at); the first one when several run; `nil` when none runs.
    public var transitionProgress: Double? {
        activeTransitions.first.map { min(1, max(0, $0.percentComplete)) }
    }
}
