/// An animated push or pop: the incoming controller's view slides in from the trailing edge (push) or
/// the outgoing one slides out to it (pop), the other moving a third of the width, over the era's
/// navigation duration with ease-in-out, with appearance callbacks and a transition coordinator.
enum NavigationTransition {
    /// Runs the transition; `from` is the controller leaving the top, `to` the one arriving.
    static func run(in navigation: NavigationController, from: ViewController, to: ViewController, pushing: Bool) {
        guard let window = navigation.window else { return }
        let container = navigation.rootView
        let width = container.bounds.width
        let transition = Transition(
            kind: .navigation, window: window, container: container, style: .none, animated: true,
            duration: window.environment.metrics[.navigationTransitionDuration], curve: .easeInOut,
            from: (from, from.view), to: (to, to.view))
        PresentationMachine.begin(transition, for: [from, to, navigation], in: window)
        (pushing ? to : from).setMoving(pushing: pushing, true)
        callWillCallbacks(from: from, to: to, in: window)
        placeViews(from: from, to: to, in: container, pushing: pushing, width: width)
        View.perform(
            AnimationTransaction(duration: transition.transitionDuration, delay: 0, curve: .easeInOut),
            animations: {
                to.view.frame = container.bounds
                from.view.frame = container.bounds.offsetBy(dx: pushing ? -width / 3 : width, dy: 0)
                transition.startAlongsideAnimations()
            }, completion: nil)
        transition.whenAnimationsEnd { [weak transition] in  // weak: see SystemTransitionAnimator
            guard let transition else { return }
            finish(transition, navigation: navigation, from: from, to: to, pushing: pushing, window: window)
        }
    }

    private static func callWillCallbacks(from: ViewController, to: ViewController, in window: Window) {
        window.trace(from, "viewWillDisappear")
        from.viewWillDisappear(true)
        window.trace(to, "viewWillAppear")
        to.viewWillAppear(true)
    }

    /// The incoming view above the outgoing one when pushing, below it when popping, at its start position.
    private static func placeViews(
        from: ViewController, to: ViewController, in container: View, pushing: Bool,
        width: Double
    ) {
        View.performWithoutAnimation {
            if pushing {
                container.insertSubview(to.view, aboveSubview: from.view)
            } else {
                container.insertSubview(to.view, belowSubview: from.view)
            }
            to.view.frame = container.bounds.offsetBy(dx: pushing ? width : -width / 3, dy: 0)
            if let environment = container.window?.environment { to.layoutContainer(in: environment) }
        }
    }

    private static func finish(
        _ transition: Transition, navigation: NavigationController, from: ViewController,
        to: ViewController, pushing: Bool, window: Window
    ) {
        View.performWithoutAnimation {
            from.viewIfLoaded?.removeFromSuperview()
            from.viewIfLoaded?.frame = navigation.view.bounds
        }
        PresentationMachine.end(transition, for: [from, to, navigation], in: window)
        window.trace(from, "viewDidDisappear")
        from.viewDidDisappear(true)
        window.trace(to, "viewDidAppear")
        to.viewDidAppear(true)
        if pushing {
            to.didMove(toParent: navigation)
        } else {
            from.removeFromParent()
        }
        (pushing ? to : from).setMoving(pushing: pushing, false)
        navigation.relayout()
    }
}
