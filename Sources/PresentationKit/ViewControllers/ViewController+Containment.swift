extension ViewController {
    /// Adds a child controller, as `addChild(_:)`; the caller adds its view and calls
    /// ``didMove(toParent:)``, as in UIKit. Containers in this library do both themselves.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent (its view too, unlike UIKit, which leaves that to you).
    public func removeFromParent() {
        guard let parent else { return }
        willMove(toParent: nil)
        parent.children.removeAll { $0 === self }
        self.parent = nil
        viewIfLoaded?.removeFromSuperview()
        didMove(toParent: nil)
    }
}

extension ViewController {
    /// Sets the moving flag a push or a pop reports.
    func setMoving(pushing: Bool, _ moving: Bool) {
        if pushing { isMovingToParent = moving } else { isMovingFromParent = moving }
    }
}
