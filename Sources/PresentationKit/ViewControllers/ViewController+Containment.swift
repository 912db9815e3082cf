extension ViewController {
    /// Adds a child controller, as `addChild(_:)`: calls the child's ``willMove(toParent:)`` and marks it
    /// ``isMovingToParent``; the caller adds its view and calls ``didMove(toParent:)``, as in UIKit.
    /// Containers in this library do both themselves.
    ///
    /// While this controller is on screen, the child's appearance callbacks come when its view enters the
    /// window, as in UIKit; a child added before this controller appears gets them with it.
    ///
    /// A controller that would end up containing itself (itself, or one this controller is already inside
    /// through its parents or presentations) is not added, and ``PresentationError/containmentCycle(child:parent:)``
    /// is reported: every walk up or down the hierarchy would otherwise go round for ever.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self, acceptsChild(child) else { return }
        child.detachFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.isMovingToParent = true
        child.awaitsDidMove = true
    }

    /// Removes this controller from its parent, as `removeFromParent()`: calls ``didMove(toParent:)`` with
    /// `nil` (the caller calls ``willMove(toParent:)`` with `nil` first, as in UIKit).
    ///
    /// Differs from UIKit: a view still in the parent's hierarchy is taken out too (its disappearance
    /// callbacks then run), where UIKit leaves it on screen without a controller.
    public func removeFromParent() {
        guard let parent else { return }
        isMovingFromParent = true
        viewIfLoaded?.removeFromSuperview()
        parent.children.removeAll { $0 === self }
        self.parent = nil
        isMovingToParent = false
        awaitsDidMove = false
        didMove(toParent: nil)
        isMovingFromParent = false
    }

    /// Whether `child` can become a child of this controller without the hierarchy containing itself; a refused
    /// child is reported.
    func acceptsChild(_ child: ViewController) -> Bool {
        guard child === self || leads(to: child) else { return true }
        Window.reportMisuse(
            .containmentCycle(child: child.description, parent: description), near: viewIfLoaded)
        return false
    }

    /// Whether following parents and presented controllers from this controller arrives at `other` (the links
    /// the hierarchy's walks follow: a cycle through them never ends).
    func leads(to other: ViewController) -> Bool {
        var visited: Set<ObjectIdentifier> = []
        var pending: [ViewController] = [self]
        while let controller = pending.popLast() {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            for next in [controller.parent, controller.storedPresentedViewController].compactMap({ $0 }) {
                if next === other { return true }
                pending.append(next)
            }
        }
        return false
    }

    /// The controllers of `controllers` that can become children, each once, in order: what a container keeps
    /// of the controllers it is given.
    func acceptableChildren(_ controllers: [ViewController]) -> [ViewController] {
        var kept: [ViewController] = []
        for controller in controllers where !kept.contains(where: { $0 === controller }) {
            if acceptsChild(controller) { kept.append(controller) }
        }
        return kept
    }

    /// What a container does to drop a child: ``willMove(toParent:)`` with `nil`, then ``removeFromParent()``.
    func detachFromParent() {
        guard parent != nil else { return }
        willMove(toParent: nil)
        removeFromParent()
    }

    /// What a container does once a child it added is in place: ``didMove(toParent:)``, after which the child
    /// is no longer moving to its parent.
    func settle(inParent parent: ViewController) {
        didMove(toParent: parent)
        isMovingToParent = false
    }
}

extension ViewController {
    /// Sets the moving flag a push or a pop reports.
    func setMoving(pushing: Bool, _ moving: Bool) {
        if pushing { isMovingToParent = moving } else { isMovingFromParent = moving }
    }
}
