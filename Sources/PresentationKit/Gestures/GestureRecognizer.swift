import Foundation

/// Turns the touches a window delivers into a gesture and tells its targets about each step, as
/// `UIGestureRecognizer`.
///
/// Attach a recognizer to a view with ``View/addGestureRecognizer(_:)``; touches that hit the view or one of
/// its descendants reach it (drive them with ``Window/sendTouches(_:)``, ``Window/tap(at:)`` or
/// ``Window/drag(from:to:duration:steps:)``). A continuous recognizer goes `.possible` → `.began` →
/// `.changed`… → `.ended` (or `.cancelled`); a discrete one goes `.possible` → `.ended`; either may go to
/// `.failed` instead. Targets run synchronously at each step except `.possible` and `.failed`.
///
/// Differs from UIKit:
/// - There is no `init(target:action:)`: `#selector` needs the Objective-C runtime, which Linux lacks. Use a
///   closure (``init(handler:)``, ``GestureRecognizerHandlers/addTarget(_:)``) and
///   keep UIKit's form for Apple platforms behind `#if canImport(ObjectiveC)`.
/// - A recognizer keeps its final state (`.ended`, `.failed`, …) until the next touch sequence begins, so a
///   test can read it after the touches; UIKit resets it to `.possible` at the end of the run-loop turn.
/// - ``state`` cannot be set from outside this module (`UIGestureRecognizerSubclass` has no counterpart), so
///   the touch hooks can be overridden to observe touches but a custom recognizer cannot recognize.
/// - ``cancelsTouchesInView`` sends `touchesCancelled` to the touched view once the recognizer recognizes;
///   `delaysTouchesBegan`/`delaysTouchesEnded` are not modelled (touches reach the view as they happen).
open class GestureRecognizer: NSObject {
    /// The states of a recognizer, with UIKit's raw values.
    public enum State: Int, Sendable, Hashable, CustomStringConvertible {
        /// Touches are being watched; nothing is recognized yet (the initial state).
        case possible = 0
        /// A continuous gesture has started.
        case began = 1
        /// A continuous gesture has moved on.
        case changed = 2
        /// The gesture finished (a discrete gesture was recognized).
        case ended = 3
        /// A continuous gesture was interrupted.
        case cancelled = 4
        /// The touches did not make this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// Where the recognizer is in recognizing its gesture.
    ///
    /// Settable, as with `import UIKit.UIGestureRecognizerSubclass` (which resolves on Linux too): a subclass
    /// sets it from its `touches…` overrides. Leaving `.possible` for `.began` or `.recognized` is a request
    /// the window's arbitration grants or refuses (delegates, failure requirements), as in UIKit; other legal
    /// steps happen at once and tell the targets; illegal steps are ignored.
    open var state: State {
        get { storedState }
        set { request(newValue) }
    }
    private var storedState = State.possible
    /// The view the recognizer is attached to.
    open internal(set) weak var view: View?
    /// Whether the recognizer takes touches. Turning it off during a gesture cancels the gesture.
    open var isEnabled = true {
        didSet { if !isEnabled { abandonGesture() } }
    }
    /// Consulted before the gesture begins, about simultaneous recognition and failure requirements.
    open weak var delegate: GestureRecognizerDelegate?
    /// Stored for source compatibility (default `true`); views here have no touch callbacks to cancel.
    open var cancelsTouchesInView = true
    /// Stored, as UIKit's `delaysTouchesBegan` (default `false`); touches reach the view without delay here.
    open var delaysTouchesBegan = false
    /// Stored, as UIKit's `delaysTouchesEnded` (default `true`); touches reach the view without delay here.
    open var delaysTouchesEnded = true
    /// A name to find the recognizer by in debugging output.
    open var name: String?

    /// The closures told about each state change, in the order they were added.
    var targets: [GestureTarget] = []
    /// The touches delivered to the recognizer in the current sequence, ended ones included.
    var trackedTouches: [Touch] = []
    /// The state asked for out of `.possible`, held until the window's arbitration grants it.
    var requestedState: State?
    /// Recognizers that must fail before this one may leave `.possible`.
    private var requiredFailures: [WeakGestureRecognizer] = []
    /// The centroid of the last touches seen, in window coordinates.
    private var lastLocationInWindow: Point = .zero

    /// Creates a recognizer with no targets.
    ///
    /// Differs from UIKit, whose designated initialiser is `init(target:action:)`: without the Objective-C
    /// runtime there is no `Selector`, so `init()` is the designated initialiser a subclass calls (not
    /// `required`, so a subclass may declare its own initialisers, as on iOS).
    public override init() {
        super.init()
    }

    /// Creates a recognizer that calls `handler` at each step of its gesture: the Linux form of
    /// `init(target:action:)`. Each recognizer class has one typed by its own class.
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// The number of fingers down in the gesture now.
    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when `nil`); after the
    /// touches lift, where they were last.
    open func location(in view: View?) -> Point {
        Self.point(inWindow: lastLocationInWindow, in: view)
    }

    /// Where touch `index` of the gesture is, in `view`'s coordinates; `.zero` for an index out of range.
    open func location(ofTouch index: Int, in view: View?) -> Point {
        let touches = activeTouches
        guard touches.indices.contains(index) else { return .zero }
        return touches[index].location(in: view)
    }

    /// Makes this recognizer wait until `other` has failed before it leaves `.possible`; it fails if `other`
    /// recognizes. Only takes effect while `other` is watching the same touches.
    open func require(toFail other: GestureRecognizer) {
        guard other !== self, !requiredFailures.contains(where: { $0.recognizer === other }) else { return }
        requiredFailures.append(WeakGestureRecognizer(recognizer: other))
    }

    // MARK: - Hooks (UIGestureRecognizerSubclass)

    /// Fingers touched down in the recognizer's view or a descendant.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Fingers moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// The touches were cancelled; the default cancels an active gesture and fails a possible one.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        request(state == .possible ? .failed : .cancelled)
    }
    /// Called when the recognizer returns to `.possible` for a new touch sequence; clear gesture state here.
    open func reset() {}

    /// Whether this recognizer, recognizing, stops `other` from recognizing (default `true`).
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, recognizing, stops this recognizer (default `true`).
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `other` to fail (default `false`; see ``require(toFail:)``).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Whether `other` waits for this recognizer to fail (default `false`).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: - State changes

    /// Moves the recognizer along its state machine: leaving `.possible` for `.began` or `.ended` is only a
    /// request the window's arbitration grants or refuses; the other legal steps happen at once and tell the
    /// targets. Illegal steps are ignored.
    func request(_ newState: State) {
        switch (state, newState) {
        case (.possible, .began), (.possible, .ended):
            if requestedState == nil { requestedState = newState }
        case (.possible, .failed):
            enter(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            enter(newState)
        default:
            break
        }
    }

    /// Sets the state and tells the targets (for every state but `.failed` and `.possible`).
    func enter(_ newState: State) {
        requestedState = nil
        storedState = newState
        guard newState != .failed, newState != .possible else { return }
        for target in targets { target.handler(self) }
    }

    /// Returns to `.possible` for a new touch sequence.
    func resetForNextSequence() {
        storedState = .possible
        requestedState = nil
        trackedTouches = []
        reset()
    }

    /// Whether the recognizer still takes touches: enabled, attached and not finished.
    var acceptsTouches: Bool {
        isEnabled && view != nil && [.possible, .began, .changed].contains(state)
    }

    /// Whether the recognizer has recognized (or is recognizing) its gesture in this sequence.
    var hasRecognized: Bool { [.began, .changed, .ended].contains(state) }

    /// Whether the recognizer is in the middle of a continuous gesture.
    var isActive: Bool { state == .began || state == .changed }

    /// Touches still down, in the order they touched down.
    var activeTouches: [Touch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// Notes where the touches are now; called before each hook.
    func noteTouchLocations() {
        let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
        guard !touches.isEmpty else { return }
        lastLocationInWindow = Self.centroid(of: touches.map(\.locationInWindow))
    }

    /// Whether this recognizer must wait for `other` to fail, by any of UIKit's four ways of saying so.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        guard other !== self else { return false }
        return requiredFailures.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether this recognizer, recognizing, stops `other`: neither delegate allows both at once and
    /// neither recognizer opts out.
    func prevents(_ other: GestureRecognizer) -> Bool {
        guard other !== self else { return false }
        let simultaneous =
            delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
        return !simultaneous && canPrevent(other) && other.canBePrevented(by: self)
    }

    /// Whether the delegate lets the gesture begin.
    var delegateAllowsBegin: Bool { delegate?.gestureRecognizerShouldBegin(self) ?? true }

    /// Ends the gesture because the recognizer was disabled or detached: cancels an active one, fails a
    /// possible one that was watching touches; recognizers waiting for it are then settled.
    func abandonGesture() {
        if isActive {
            enter(.cancelled)
        } else if state == .possible, !trackedTouches.isEmpty {
            enter(.failed)
        } else {
            return
        }
        view?.window?.touchDispatcher.arbitrate()
    }

    /// The centroid of some points.
    static func centroid(of points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        let count = Double(points.count)
        return Point(
            x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// A window point in `view`'s coordinates (unchanged when `view` is `nil`).
    static func point(inWindow point: Point, in view: View?) -> Point {
        view?.convert(point, from: nil) ?? point
    }
}

/// A weak reference to a recognizer, for failure requirements (which must not keep the other alive).
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
}
