import Foundation

/// A view that turns touches into events, as UIKit's `UIControl`: touches coming down and lifting (through
/// the window's touch driver) set ``isHighlighted`` and send ``Event/touchDown``, then
/// ``Event/touchUpInside`` and ``Event/primaryActionTriggered`` (or ``Event/touchUpOutside``) to the actions
/// added with ``addAction(_:for:)``.
///
/// Differs from UIKit: there is no `addTarget(_:action:for:)`: it takes a `#selector`, which needs the
/// Objective-C runtime. Use ``addAction(_:for:)`` with an ``Action`` closure, as iOS 14 and later allow. Drag
/// events (`touchDragInside`, …) are not sent; the touch counts as inside only within the bounds (UIKit
/// allows some slop).
open class Control: View {
    /// A control's state, as UIKit's `UIControl.State` (same raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// What happened to a control, as UIKit's `UIControl.Event` (same raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds to touches (default `true`).
    open var isEnabled = true {
        didSet {
            touchTracker.isEnabled = isEnabled
            stateDidChange()
        }
    }
    /// Whether a touch is down on the control (set while tracking).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected (default `false`).
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// The flags of ``isHighlighted``, ``isEnabled`` and ``isSelected``.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var registeredActions: [(action: Action, events: Event)] = []
    private lazy var touchTracker = ControlTouchTracker(control: self)

    /// A control with a frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        addGestureRecognizer(touchTracker)
    }

    /// Always `nil`: there are no archives on Linux.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Runs `action` for `events`; an action with the same identifier already added is replaced.
    open func addAction(_ action: Action, for events: Event) {
        registeredActions.removeAll { $0.action.identifier == action.identifier }
        registeredActions.append((action, events))
    }

    /// Stops running `action` for `events` (it stays for the others).
    open func removeAction(_ action: Action, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action with `identifier` for `events`.
    open func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        registeredActions = registeredActions.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// Runs the actions added for any of `events`, in the order they were added, as UIKit's
    /// `sendActions(for:)`.
    open func sendActions(for events: Event) {
        for entry in registeredActions where !entry.events.isDisjoint(with: events) {
            entry.action.sender = self
            entry.action.handler(entry.action)
            entry.action.sender = nil
        }
    }

    /// Called when ``state`` changes; subclasses update their look.
    func stateDidChange() {}

    // MARK: - Touches (from the tracker)

    func touchBegan() {
        guard isEnabled else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    func touchEnded(at location: Point) {
        guard isHighlighted else { return }
        isHighlighted = false
        if bounds.encloses(location) {
            sendActions(for: [.touchUpInside])
            sendActions(for: [.primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func touchCancelled() {
        guard isHighlighted else { return }
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}

/// Follows the touches on a control for it, without ever recognizing: other recognizers (a scroll view's
/// pan) are not held up, and one that begins cancels the control's touch.
final class ControlTouchTracker: GestureRecognizer {
    private weak var control: Control?

    init(control: Control) {
        self.control = control
        super.init()
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if activeTouches.count == touches.count { control?.touchBegan() }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        guard activeTouches.isEmpty, let control else { return }
        control.touchEnded(at: location(in: control))
        request(.failed)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        control?.touchCancelled()
    }

    /// A recognizer that begins (a scroll view's pan) fails this one: the control's touch is cancelled then.
    override func enter(_ newState: State) {
        super.enter(newState)
        if newState == .failed { control?.touchCancelled() }
    }
}
