/// The sheet-specific delegate, as `UISheetPresentationControllerDelegate`.
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Called after the selected detent changed.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}
