import PresentationKit

extension SceneSheetSettings {
    /// Sets these settings on a live sheet controller, leaving absent values at UIKit's defaults.
    func apply(to sheet: SheetPresentationController) {
        sheet.detents = detents.map { $0.makeDetent() }
        sheet.selectedDetentIdentifier = selectedDetent?.identifier
        sheet.largestUndimmedDetentIdentifier = largestUndimmedDetent?.identifier
        if let grabber { sheet.prefersGrabberVisible = grabber }
        if let cornerRadius { sheet.preferredCornerRadius = cornerRadius }
        if let edgeAttachedInCompactHeight { sheet.prefersEdgeAttachedInCompactHeight = edgeAttachedInCompactHeight }
        if let widthFollowsPreferredContentSize {
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = widthFollowsPreferredContentSize
        }
        if let pageSizing { sheet.prefersPageSizing = pageSizing }
    }
}
