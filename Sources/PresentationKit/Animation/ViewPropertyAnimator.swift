import Foundation

/// Animates view properties with a timing curve and lets the app start, pause, scrub, reverse, speed up
/// and stop the animation, as `UIViewPropertyAnimator`.
///
/// The animation blocks are recorded when the animator starts (or is first paused or scrubbed), on a
/// timeline of their own that maps ``fractionComplete`` to the animations' time; the window's virtual
/// clock plays it. Started inside an interactive transition's animator (`animateTransition(using:)` of a
/// transition driven by a `UIPercentDrivenInteractiveTransition`), the animator joins the transition's
/// timeline, so the interaction drives it, as UIKit drives an `interruptibleAnimator(using:)`.
///
/// With ``scrubsLinearly`` (the default) a paused animator shows its fraction linearly, and when it plays
/// again its curve runs over the rest of the way from there, as UIKit's does.
///
/// Differs from UIKit: ``continueAnimation(withTimingParameters:durationFactor:)`` keeps the original curve
/// and applies only the duration factor; an animator whose blocks change no view in a
/// window has no clock to play on and ends as soon as it starts.
open class ViewPropertyAnimator: NSObject, ViewImplicitlyAnimating {
    /// The duration of the animations, in seconds (a physical spring's own settling time when its timing
    /// parameters decide it).
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)``.
    open private(set) var delay: TimeInterval = 0
    /// The timing parameters the animator was created with.
    public let timingParameters: TimingCurveProvider?
    /// Where the animator stands.
    open private(set) var state: ViewAnimatingState = .inactive
    /// Whether the animations are playing.
    open private(set) var isRunning = false
    /// Whether the animator can be paused and stopped (always true here).
    open var isInterruptible = true
    /// Whether the animated views take touches (stored only).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing uses model rather than on-screen frames (stored only).
    open var isManualHitTestingEnabled = false
    /// Whether a paused fraction is shown linearly rather than through the timing curve (default `true`); read
    /// when the animations are recorded.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, instead of finishing (completions then do not run).
    open var pausesOnCompletion = false

    /// Whether the animations play towards their start values; changing it while running turns them around.
    open var isReversed = false {
        didSet { if isRunning, oldValue != isReversed { play() } }
    }

    /// How far the animations are, 0…1. Setting it while the animator is inactive activates it paused; while
    /// it runs, setting it does nothing (as in UIKit).
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline?.fraction(at: clock) ?? 0) }
        set {
            guard state != .stopped, !isRunning, !isJoined else { return }
            if state == .inactive { activate() }
            timeline?.pause(at: newValue.isFinite ? Double(newValue) : 0)
        }
    }

    private let curve: TimingCurve
    private var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var timeline: AnimationTimeline?
    /// Whether the animator runs on an interactive transition's timeline rather than its own.
    private var isJoined = false
    /// The start and end values of the animated properties, taken when the animator stops, for
    /// ``finishAnimation(at:)``.
    private var stoppedValues:
        [(view: View, property: AnimatableProperty, start: AnimatableValue, end: AnimatableValue)] =
            []
    private weak var window: Window?
    /// Counts plays and pauses, so the end scheduled by an earlier play is ignored.
    private var playback = 0

    /// An animator with a timing-curve provider (`UICubicTimingParameters`, `UISpringTimingParameters`).
    public init(duration: TimeInterval, timingParameters parameters: TimingCurveProvider) {
        let ownDuration = parameters.springTimingParameters?.hasOwnDuration == true
        let spring = parameters.timingCurve(forDuration: duration)
        self.duration = ownDuration ? (spring.settlingDuration ?? duration) : max(0, duration.isFinite ? duration : 0)
        timingParameters = parameters
        curve = spring
        super.init()
    }

    /// An animator with a named curve.
    public convenience init(
        duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio` fitted to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with `options`' curve and starts it after `delay`, as UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: options.animationCurve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Adding work

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, Double(delayFactor))) : 0
        guard state == .active, let timeline else {
            pendingBlocks.append((animation, factor))
            return
        }
        let remaining = duration * (1 - timeline.fraction(at: clock))
        record(animation, duration: remaining * (1 - factor), delay: remaining * factor)
    }

    open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Playing

    open func startAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard !isJoined else { return }
        play()
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = max(0, delay.isFinite ? delay : 0)
        guard self.delay > 0 else { return startAnimation() }
        if state == .inactive { activate() }
        guard let window, !isJoined else { return startAnimation() }
        playback += 1
        let pending = playback
        window.schedule(at: window.clock + self.delay, label: "property animator start") { [self] in
            // Held strongly, as UIKit keeps a started animator alive until it ends.
            guard playback == pending else { return }
            startAnimation()
        }
    }

    open func pauseAnimation() {
        guard state != .stopped, !isJoined else { return }
        if state == .inactive { activate() }
        guard let timeline else { return }
        timeline.pause(at: timeline.fraction(at: clock))
        isRunning = false
        playback += 1
    }

    open func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isJoined else { return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        play(speed: 1 / factor)
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        // Until the freeze, each property's model value is its end value.
        stoppedValues = (timeline?.recordedChanges ?? []).map {
            ($0.view, $0.property, $0.original, $0.view.modelValue(of: $0.property))
        }
        timeline?.freeze(at: clock)
        isRunning = false
        playback += 1
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return }
        View.performWithoutAnimation {
            for entry in stoppedValues {
                switch finalPosition {
                case .end: entry.view.setModelValue(entry.end, of: entry.property)
                case .start: entry.view.setModelValue(entry.start, of: entry.property)
                case .current: break
                }
            }
        }
        finish(at: finalPosition)
    }

    // MARK: - Internals

    private var clock: Double { window?.clock ?? 0 }

    /// Records the blocks added so far, paused at the start (or on the interactive transition's timeline).
    private func activate() {
        state = .active
        if let transitionTimeline = AnimationTimeline.current {
            isJoined = true
            timeline = transitionTimeline
            transitionTimeline.addCompletion { [self] _ in endJoined() }
        } else {
            timeline = AnimationTimeline(start: 0, duration: duration)
        }
        window = Window.current
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks {
            record(block.animations, duration: duration * (1 - block.delayFactor), delay: duration * block.delayFactor)
        }
    }

    /// Records one animation block on the animator's timeline.
    private func record(_ animations: @escaping () -> Void, duration: Double, delay: Double) {
        guard let timeline else { return }
        AnimationTimeline.$current.withValue(timeline) {
            // Made inside the binding: a transaction takes the timeline current when it is created.
            let transaction = AnimationTransaction(duration: duration, delay: delay, curve: curve)
            transaction.scrubsLinearly = scrubsLinearly
            View.perform(transaction, animations: animations, completion: nil)
        }
        window = window ?? timeline.recordedChanges.lazy.compactMap { $0.view.window }.first
    }

    /// Plays the timeline towards the end (or the start when reversed) and schedules the finish.
    private func play(speed: Double = 1) {
        guard let timeline else { return }
        guard let window else { return finish(at: isReversed ? .start : .end) }
        let target = isReversed ? 0.0 : 1.0
        let arrival = timeline.play(to: target, speed: speed, clock: window.clock)
        isRunning = true
        playback += 1
        let pending = playback
        window.schedule(at: arrival, label: "property animator end") { [self] in
            // Held strongly: the window keeps a running animator alive until it arrives, as UIKit does.
            guard playback == pending else { return }
            arrive(at: target)
        }
    }

    /// The timeline reached its end or start.
    private func arrive(at target: Double) {
        guard let timeline else { return }
        if pausesOnCompletion {
            timeline.pause(at: target)
            isRunning = false
            return
        }
        timeline.end(at: target)
        finish(at: target >= 1 ? .end : .start)
    }

    /// An interactive transition this animator joined has ended.
    private func endJoined() {
        guard let timeline, state == .active else { return }
        finish(at: timeline.fraction(at: clock) >= 1 ? .end : .start)
    }

    private func finish(at position: ViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        let blocks = completions
        reset()
        for block in blocks { block(position) }
    }

    private func reset() {
        completions = []
        timeline = nil
        isJoined = false
        stoppedValues = []
    }
}
