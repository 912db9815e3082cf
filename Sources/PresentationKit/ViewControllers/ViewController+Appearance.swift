/// Where a controller is in its appearance cycle, as UIKit tracks it to decide which of the four callbacks
/// (`viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`) comes next.
enum AppearanceState: Hashable, Sendable {
    case disappeared, appearing, appeared, disappearing

    /// The transitional state that begins appearing (`true`) or disappearing (`false`).
    static func transition(appearing: Bool) -> AppearanceState { appearing ? .appearing : .disappearing }

    /// The resting state a transition of this state ends in; `nil` for a resting state.
    var end: AppearanceState? {
        switch self {
        case .appearing: .appeared
        case .disappearing: .disappeared
        case .appeared, .disappeared: nil
        }
    }
}

/// A controller's place in its appearance cycle and what the running half of it still owes.
struct AppearanceCycle {
    var state = AppearanceState.disappeared
    /// Whether the running transition is animated (the argument every callback gets).
    var animated = false
    /// Whether `viewIsAppearing` was sent in the running appearance.
    var sentIsAppearing = false
    /// Whether the controller ever began to appear (a controller told to disappear while its view stays on
    /// screen has, one that was never forwarded its appearance has not).
    var everBeganToAppear = false
    /// Whether the running transition was begun because the root view entered or left a window, and so ends
    /// when the move is over.
    var drivenByWindowMove = false
    /// The window the running transition is traced in (a view leaving its window no longer knows it).
    weak var window: Window?
}

// Appearance callbacks, as UIKit sends them.
//
// Every path goes through `beginAppearance` and `endAppearance`: a presentation, a navigation or tab change, the
// window's root, a custom container's `beginAppearanceTransition`, and a root view entering or leaving a window
// (custom containment: `addChild`, `addSubview`, `didMove(toParent:)` while the parent is on screen). Each call
// moves the controller's `AppearanceState`, traces it, calls the callback, and — when
// `shouldAutomaticallyForwardAppearanceMethods` — forwards to the children that appear with it, after the
// parent's own callback (UIKit's `_setViewAppearState` calls the controller, then its children). A call that
// does not fit the state (appearing twice, ending what was never begun) is UIKit's "Unbalanced calls to
// begin/end appearance transitions" and becomes a diagnostic instead of a second callback.
extension ViewController {
    /// Begins appearing (`true`) or disappearing (`false`): the will-callback here, then in the children that
    /// appear with this controller.
    ///
    /// Switching from the opposite transition is allowed, as UIKit does when an interactive transition is
    /// cancelled. `window` is where the calls are traced (the view may not be in it yet).
    func beginAppearance(_ appearing: Bool, animated: Bool, in window: Window?) {
        let target = AppearanceState.transition(appearing: appearing)
        let resting: AppearanceState = appearing ? .appeared : .disappeared
        guard appearanceCycle.state != target, appearanceCycle.state != resting else {
            return reportUnbalancedAppearance(in: window)
        }
        appearanceCycle.state = target
        appearanceCycle.animated = animated
        appearanceCycle.sentIsAppearing = false
        appearanceCycle.window = window
        if let window { handOverDiagnostics(to: window) }
        window?.trace(self, appearing ? "viewWillAppear" : "viewWillDisappear")
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        if appearing {
            appearanceCycle.everBeganToAppear = true
            window?.awaitIsAppearing(of: self)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren where child.appearanceCycle.state == resting.opposite {
            child.beginAppearance(appearing, animated: animated, in: window)
        }
    }

    /// Ends the running transition: `viewIsAppearing` where it is still owed (this controller and its
    /// children, parents first), then the did-callbacks, parents first.
    func endAppearance() {
        guard appearanceCycle.state.end != nil else {
            return reportUnbalancedAppearance(in: appearanceCycle.window ?? window)
        }
        if appearanceCycle.state == .appearing { sendOwedIsAppearing() }
        finishAppearance()
    }

    /// Begins and ends at once (no animation between): what a container does to a child that joins or leaves
    /// the screen outside a transition.
    func performAppearance(_ appearing: Bool, animated: Bool, in window: Window?) {
        beginAppearance(appearing, animated: animated, in: window)
        endAppearance()
    }

    /// The did-half, after every `viewIsAppearing` of the subtree was sent.
    private func finishAppearance() {
        guard let end = appearanceCycle.state.end else { return }
        let appearing = end == .appeared
        appearanceCycle.state = end
        appearanceCycle.drivenByWindowMove = false
        let window = appearanceCycle.window ?? self.window
        window?.trace(self, appearing ? "viewDidAppear" : "viewDidDisappear")
        if appearing { viewDidAppear(appearanceCycle.animated) } else { viewDidDisappear(appearanceCycle.animated) }
        if appearing { isMovingToParent = false }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren {
            switch child.appearanceCycle.state {
            case AppearanceState.transition(appearing: appearing):
                child.finishAppearance()
            case end.opposite:
                // A child that joined while this controller was between will and did (pushed during
                // `viewWillAppear`) appears with it.
                child.performAppearance(appearing, animated: appearanceCycle.animated, in: window)
            default:
                break
            }
        }
    }

    /// Sends `viewIsAppearing` to this appearing controller and its appearing children, parents first, where
    /// it was not sent yet (the window's layout pass sends it once the view is in the window, if that comes
    /// first).
    func sendOwedIsAppearing() {
        sendIsAppearingIfOwed()
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren where child.appearanceCycle.state == .appearing {
            child.sendOwedIsAppearing()
        }
    }

    /// Whether the controller is appearing and has not had `viewIsAppearing` yet.
    var owesIsAppearing: Bool { appearanceCycle.state == .appearing && !appearanceCycle.sentIsAppearing }

    /// `viewIsAppearing`, once per appearance, when the controller is appearing.
    func sendIsAppearingIfOwed() {
        guard owesIsAppearing else { return }
        appearanceCycle.sentIsAppearing = true
        (appearanceCycle.window ?? window)?.trace(self, "viewIsAppearing")
        viewIsAppearing(appearanceCycle.animated)
    }

    private func reportUnbalancedAppearance(in window: Window?) {
        window?.report(PresentationError.unbalancedAppearanceTransition(description))
    }

    // MARK: - A root view entering or leaving a window

    /// The root view is about to enter (`newWindow`) or leave (`nil`) a window: a child of a container that
    /// forwards appearance, and that is on screen, begins to appear or disappear, as UIKit's view does for its
    /// controller. Presented controllers and containers' own transitions set the state first, so this does
    /// nothing for them.
    func rootViewWillMove(toWindow newWindow: Window?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        let appearing = newWindow != nil
        guard appearanceCycle.state == (appearing ? .disappeared : .appeared) else { return }
        switch parent.appearanceCycle.state {
        case .appeared:
            beginAppearance(appearing, animated: false, in: newWindow ?? window)
            appearanceCycle.drivenByWindowMove = true
        case .appearing where appearing:
            // The parent's did-callback ends it.
            beginAppearance(true, animated: parent.appearanceCycle.animated, in: newWindow)
        default:
            break
        }
    }

    /// The root view entered or left a window: ends what ``rootViewWillMove(toWindow:)`` began.
    func rootViewDidMoveToWindow() {
        guard appearanceCycle.drivenByWindowMove else { return }
        endAppearance()
    }
}

extension AppearanceState {
    /// The other resting state (`appeared` ↔ `disappeared`); transitional states are their own.
    fileprivate var opposite: AppearanceState {
        switch self {
        case .appeared: .disappeared
        case .disappeared: .appeared
        case .appearing, .disappearing: self
        }
    }
}
