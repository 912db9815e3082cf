extension View {
    /// The recognizers attached to the view, in the order they were added; `nil` when there are none (as
    /// UIKit's `gestureRecognizers`). Setting the property replaces them.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer, taking it from the view it was attached to before; adding it twice does
    /// nothing.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture in progress is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.abandonGesture()
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
