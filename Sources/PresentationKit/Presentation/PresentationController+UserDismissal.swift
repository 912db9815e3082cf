extension PresentationController {
    /// Acts out a user dismissing the presentation (a sheet swiped away, a tap outside a popover), with
    /// UIKit's delegate protocol: when ``ViewController/isModalInPresentation`` is set or
    /// ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` returns `false`,
    /// the attempt is refused and `presentationControllerDidAttemptToDismiss` is called; otherwise
    /// `presentationControllerWillDismiss`, the dismissal, then `presentationControllerDidDismiss`.
    ///
    /// Not in UIKit, where only a real gesture does this. Returns whether the dismissal happened.
    @discardableResult
    public func performUserDismissal(animated: Bool = true) -> Bool {
        startUserDismissal(animated: animated, interaction: nil)
    }

    /// Begins a user's interactive dismissal (a sheet dragged down): returns the interaction to drive with
    /// `update(_:)`, then `finish()` (released past the threshold) or `cancel()` (released back), or `nil`
    /// when the dismissal is refused (then `presentationControllerDidAttemptToDismiss` was called).
    /// `presentationControllerDidDismiss` is called only when the dismissal finishes.
    public func beginInteractiveDismissal() -> PercentDrivenInteractiveTransition? {
        let interaction = PercentDrivenInteractiveTransition()
        return startUserDismissal(animated: true, interaction: interaction) ? interaction : nil
    }

    private func startUserDismissal(animated: Bool, interaction: PercentDrivenInteractiveTransition?) -> Bool {
        guard let window, !isDismissing, !window.isTransitioning,
            presentedViewController.storedPresentingViewController != nil
        else { return false }
        let refused =
            presentedViewController.isModalInPresentation
            || !(delegate?.presentationControllerShouldDismiss(self) ?? true)
        if refused {
            window.trace(self, "presentationControllerDidAttemptToDismiss")
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        window.trace(self, "presentationControllerWillDismiss")
        delegate?.presentationControllerWillDismiss(self)
        PresentationMachine.dismiss(from: presentingViewController, animated: animated, interaction: interaction) {
            [weak self, weak window] in
            guard let self else { return }
            window?.trace(self, "presentationControllerDidDismiss")
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}
