/// An animated push or pop. The built-in animation slides the incoming controller's view in from the
/// trailing edge (push) or the outgoing one out to it (pop), the other moving a third of the width, over
/// the era's navigation duration with ease-in-out; a delegate's animator replaces it. Either runs through
/// ``PresentationMachine/run(_:interaction:in:customAnimator:)``, as presentations do, with appearance
/// callbacks, the delegate's `willShow` / `didShow` and a transition coordinator.
enum NavigationTransition {
    /// Runs the transition; `from` is the controller leaving the top, `to` the one arriving, and the
    /// navigation controller's stack is already the one after it (`previousStack` the one before).
    static func run(
        in navigation: NavigationController, from: ViewController, to: ViewController,
        operation: NavigationController.Operation, previousStack: [ViewController]
    ) {
        guard let window = navigation.window else { return }
        let custom = navigation.delegate?.navigationController(
            navigation, animationControllerFor: operation, from: from, to: to)
        let timing = TransitionTiming.Timing(
            duration: custom?.transitionDuration(using: nil)
                ?? window.environment.metrics[.navigationTransitionDuration],
            curve: .easeInOut)
        let container = navigation.rootView
        let transition = Transition(
            kind: .navigation, window: window, container: container, style: .none, animated: true,
            duration: timing.duration, curve: timing.curve, from: (from, from.view), to: (to, to.view))
        PresentationMachine.begin(transition, for: [from, to, navigation], in: window)
        let pushing = operation == .push
        (pushing ? to : from).setMoving(pushing: pushing, true)
        let onScreen = navigation.appearanceCycle.state == .appeared
        if onScreen { beginAppearances(from: from, to: to, animated: true, in: window) }
        navigation.delegate?.navigationController(navigation, willShow: to, animated: true)
        transition.onComplete = { [weak transition, weak navigation] completed in  // weak: see present(_:)
            guard let transition, let navigation else { return }
            finish(
                transition, navigation: navigation, from: from, to: to, pushing: pushing, completed: completed,
                previousStack: previousStack, onScreen: onScreen)
        }
        let frame = navigation.contentFrame(in: window.environment)
        let animator =
            custom
            ?? SystemTransitionAnimator(timing: timing) {
                slide(from: from, to: to, in: frame, pushing: pushing)
            }
        prepare(to, over: from, in: container, frame: frame, placing: custom == nil, pushing: pushing)
        let interaction = custom.flatMap {
            navigation.delegate?.navigationController(navigation, interactionControllerFor: $0)
        }
        PresentationMachine.run(animator, interaction: interaction, in: transition, customAnimator: custom != nil)
    }

    /// The will-half of a navigation's appearance callbacks, in UIKit's order: the outgoing controller's
    /// `viewWillDisappear`, then the incoming one's `viewWillAppear`.
    static func beginAppearances(from: ViewController, to: ViewController, animated: Bool, in window: Window) {
        from.beginAppearance(false, animated: animated, in: window)
        to.beginAppearance(true, animated: animated, in: window)
    }

    /// Gives the incoming view its final frame and lays it out. For the built-in slide it also goes into
    /// the container, above the outgoing view when pushing and below it when popping, at its start position;
    /// a custom animator adds it itself, as in UIKit.
    private static func prepare(
        _ to: ViewController, over from: ViewController, in container: View, frame: Rect, placing: Bool,
        pushing: Bool
    ) {
        View.performWithoutAnimation {
            to.view.frame = frame
            if let environment = container.window?.environment { to.layoutContainer(in: environment) }
            guard placing else { return }
            if pushing {
                container.insertSubview(to.view, aboveSubview: from.view)
            } else {
                container.insertSubview(to.view, belowSubview: from.view)
            }
            to.view.frame = frame.offsetBy(dx: pushing ? frame.width : -frame.width / 3, dy: 0)
        }
    }

    /// The built-in animation's end state (inside its animation block).
    private static func slide(from: ViewController, to: ViewController, in frame: Rect, pushing: Bool) {
        to.view.frame = frame
        from.view.frame = frame.offsetBy(dx: pushing ? -frame.width / 3 : frame.width, dy: 0)
    }

    private static func finish(
        _ transition: Transition, navigation: NavigationController, from: ViewController,
        to: ViewController, pushing: Bool, completed: Bool, previousStack: [ViewController], onScreen: Bool
    ) {
        guard let window = navigation.window else { return }
        let leaving = completed ? from : to
        View.performWithoutAnimation {
            leaving.viewIfLoaded?.removeFromSuperview()
            leaving.viewIfLoaded?.frame = navigation.contentFrame(in: window.environment)
        }
        defer { window.runQueuedActionsIfIdle() }  // what was asked for meanwhile, after the callbacks
        PresentationMachine.end(transition, for: [from, to, navigation], in: window)
        if !completed { (pushing ? to : from).setMoving(pushing: pushing, false) }  // the move is off
        if onScreen { endAppearances(from: from, to: to, completed: completed, in: window) }
        if completed {
            navigation.settleStack(after: previousStack)
        } else {
            navigation.restoreStack(previousStack)
        }
        (pushing ? to : from).setMoving(pushing: pushing, false)
        if completed { navigation.delegate?.navigationController(navigation, didShow: to, animated: true) }
    }

    /// The did-half; for a cancelled transition, UIKit's order: the incoming controller disappears again
    /// (`viewWillDisappear`, `viewDidDisappear`) and the outgoing one reappears (`viewWillAppear`,
    /// `viewDidAppear`).
    static func endAppearances(from: ViewController, to: ViewController, completed: Bool, in window: Window) {
        if completed {
            to.sendOwedIsAppearing()
            from.endAppearance()
            to.endAppearance()
        } else {
            to.performAppearance(false, animated: true, in: window)
            from.performAppearance(true, animated: true, in: window)
        }
    }
}
