extension NavigationController {
    /// What a navigation transition does, as `UINavigationController.Operation`.
    public enum Operation: Int, Hashable, Sendable {
        /// No transition.
        case none
        /// A controller is pushed onto the stack.
        case push
        /// Controllers are popped off the stack.
        case pop
    }

    /// Always `nil`: there is no edge-swipe pop here. Drive a pop interactively with a delegate's
    /// interaction controller instead.
    public var interactivePopGestureRecognizer: GestureRecognizer? { nil }

    /// Where the top controller's view goes: the whole view under a translucent or hidden bar, below an
    /// opaque one.
    func contentFrame(in environment: WindowEnvironment) -> Rect {
        let bounds = view.bounds
        let extends = topViewController.map { child in
            child.edgesForExtendedLayout.contains(.top)
                && (navigationBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        }
        guard extends == false, !isNavigationBarHidden else { return bounds }
        let barBottom = min(bounds.height, barBottom(in: environment))
        return Rect(x: bounds.minX, y: bounds.minY + barBottom, width: bounds.width, height: bounds.height - barBottom)
    }

    /// Makes `controllers` the stack: animated as a push or pop when the top changes and the window is
    /// free, at once otherwise, with the delegate's `willShow` / `didShow` around it.
    func changeStack(to requested: [ViewController], animated: Bool) {
        let controllers = acceptableChildren(requested)
        guard let window else { return replaceStack(with: controllers) }
        window.withCurrent {
            let previous = stack
            guard let from = previous.last, let to = controllers.last, from !== to, animated,
                !window.isTransitioning
            else { return replaceStack(with: controllers) }
            for controller in controllers where controller.parent !== self { addChild(controller) }
            stack = controllers
            NavigationTransition.run(
                in: self, from: from, to: to, operation: Self.operation(from: previous, to: controllers),
                previousStack: previous)
        }
    }

    /// The operation that turns stack `old` into stack `new`: a push when the new top was not in the old
    /// stack, a pop when it was below its top, none when the top stays.
    static func operation(from old: [ViewController], to new: [ViewController]) -> Operation {
        guard let top = new.last, top !== old.last else { return .none }
        return old.contains { $0 === top } ? .pop : .push
    }

    /// Replaces the stack at once, telling the delegate when the top changes (in a window). While the
    /// navigation controller is on screen, the old and new top get their appearance callbacks as for an
    /// animated push or pop, with `animated` `false`.
    private func replaceStack(with controllers: [ViewController]) {
        let previous = stack
        let shown = controllers.last.flatMap { $0 === previous.last || window == nil ? nil : $0 }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        stack = controllers
        let swap = appearanceSwap(from: previous.last, to: controllers.last)
        if let swap {
            NavigationTransition.beginAppearances(from: swap.from, to: swap.to, animated: false, in: swap.window)
        }
        if let shown { delegate?.navigationController(self, willShow: shown, animated: false) }
        if previous.last !== controllers.last { previous.last?.viewIfLoaded?.removeFromSuperview() }
        if let swap {
            relayout()
            NavigationTransition.endAppearances(from: swap.from, to: swap.to, completed: true, in: swap.window)
        }
        settleStack(after: previous)
        if let shown { delegate?.navigationController(self, didShow: shown, animated: false) }
    }

    /// The outgoing and incoming top controllers whose appearance changes, when the top changes while this
    /// controller is on screen; a popped controller is marked moving from its parent.
    private func appearanceSwap(from old: ViewController?, to new: ViewController?)
        -> (from: ViewController, to: ViewController, window: Window)?
    {
        guard let old, let new, old !== new, appearanceCycle.state == .appeared, let window else { return nil }
        if !stack.contains(where: { $0 === old }) { old.isMovingFromParent = true }
        return (old, new, window)
    }

    /// Finishes a change of the stack from `previous`: controllers that left it leave the children, those
    /// that joined it get `didMove(toParent:)`, and the top is laid out.
    func settleStack(after previous: [ViewController]) {
        for controller in previous where !stack.contains(where: { $0 === controller }) {
            controller.detachFromParent()
        }
        relayout()
        for controller in stack where !previous.contains(where: { $0 === controller }) {
            controller.settle(inParent: self)
        }
    }

    /// Puts the stack back as it was before a cancelled transition, dropping the controllers that joined.
    func restoreStack(_ previous: [ViewController]) {
        let joined = stack.filter { controller in !previous.contains { $0 === controller } }
        stack = previous
        for controller in joined { controller.detachFromParent() }
        relayout()
    }
}
