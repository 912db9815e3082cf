extension ViewController {
    /// Adds a child controller, as `addChild(_:)`: calls the child's ``willMove(toParent:)`` and marks it
    /// ``isMovingToParent``; the caller adds its view and calls ``didMove(toParent:)``, as in UIKit.
    /// Containers in this library do both themselves.
    ///
    /// While this controller is on screen, the child's appearance callbacks come when its view enters the
    /// window, as in UIKit; a child added before this controller appears gets them with it.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
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
