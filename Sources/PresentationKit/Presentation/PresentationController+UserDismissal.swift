extension PresentationController {
    /// Acts out a user dismissing the presentation (a sheet swiped down, a tap outside a popover), with
    /// UIKit's delegate protocol: when ``ViewController/isModalInPresentation`` is set or
    /// ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` returns `false`,
    /// the attempt is refused and `presentationControllerDidAttemptToDismiss` is called; otherwise
    /// `presentationControllerWillDismiss`, the dismissal, then `presentationControllerDidDismiss`.
    ///
    /// Not in UIKit, where only a real gesture does this. Returns whether the dismissal happened.
    @discardableResult
    public func performUserDismissal(animated: Bool = true) -> Bool {
        guard let window, !isDismissing, presentedViewController.storedPresentingViewController != nil else {
            return false
        }
        let refused = presentedViewController.isModalInPresentation
            || !(delegate?.presentationControllerShouldDismiss(self) ?? true)
        if refused {
            window.trace(self, "presentationControllerDidAttemptToDismiss")
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        window.trace(self, "presentationControllerWillDismiss")
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController.dismiss(animated: animated) { [weak self, weak window] in
            guard let self else { return }
            window?.trace(self, "presentationControllerDidDismiss")
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}
