extension View {
    /// A new view that shows what this view and its subviews show now, as UIKit's
    /// `snapshotView(afterScreenUpdates:)`: a frozen copy of their on-screen geometry and appearance (running
    /// animations sampled at the window's current time), at this view's frame, for a transition animator
    /// to move or fade while the real view changes underneath.
    ///
    /// Differs from UIKit: there are no pending screen updates to wait for, so `afterScreenUpdates` changes
    /// nothing; the copy is made of plain views (special outlines such as a popover's arrow become
    /// rectangles).
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        frozenCopy(at: window?.clock ?? 0)
    }

    private func frozenCopy(at time: Double) -> View {
        let state = presentationState(at: time)
        let copy = View(frame: .zero)
        copy.storage = storage
        copy.storage.center = state.center
        copy.storage.boundsSize = state.size
        copy.storage.transform = state.transform
        copy.storage.alpha = state.alpha
        copy.storage.cornerRadius = state.cornerRadius
        copy.storage.backgroundColor = state.backgroundColor
        copy.storage.isHidden = isHidden
        copy.storage.role = .view
        copy.storage.label = label.map { "snapshot of \($0)" } ?? "snapshot"
        for subview in subviews {
            copy.addSubview(subview.frozenCopy(at: time))
        }
        return copy
    }
}
