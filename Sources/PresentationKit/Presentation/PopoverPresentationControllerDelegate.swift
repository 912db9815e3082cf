/// The popover-specific delegate, as `UIPopoverPresentationControllerDelegate`.
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Called just before the popover is laid out for the first time; set its anchor here if needed.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
