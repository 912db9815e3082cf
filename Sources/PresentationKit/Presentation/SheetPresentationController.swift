/// The controller of `.pageSheet` and `.formSheet` presentations, as `UISheetPresentationController`:
/// detents, grabber, corner radius, dimming, edge attachment and stacking.
///
/// Sheets are laid out with the rules of the window's era: iOS 12 legacy sheets; iOS 13–14 cards without
/// detents (detent settings are ignored, as the API did not exist); iOS 15+ cards with detents. Detents
/// apply to edge-attached sheets only; a floating iPad sheet always shows at its full size.
open class SheetPresentationController: PresentationController {
    /// The heights the sheet can rest at, smallest first (default `[.large()]`; an empty list means
    /// `[.large()]`, where UIKit raises).
    open var detents: [Detent] = [.large()] { didSet { window?.relayoutPresentations() } }
    /// The detent shown; `nil` means the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { window?.relayoutPresentations() } }
    /// The largest detent at which the content behind stays undimmed and interactive; `nil` dims at all.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { window?.relayoutPresentations() } }
    /// Whether the grabber shows at the top of the sheet.
    open var prefersGrabberVisible = false { didSet { window?.relayoutPresentations() } }
    /// The corner radius when the sheet is in front (`nil`: the system's 10 pt).
    open var preferredCornerRadius: Double? { didSet { window?.relayoutPresentations() } }
    /// Whether the sheet stays a bottom-attached card in compact height instead of going full screen.
    open var prefersEdgeAttachedInCompactHeight = false { didSet { window?.relayoutPresentations() } }
    /// Whether an edge-attached sheet in compact height takes the preferred content width.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { window?.relayoutPresentations() } }
    /// Whether a page sheet takes the page (readable-width) size (iOS 17+; `false`: form-sheet sizing).
    open var prefersPageSizing = true { didSet { window?.relayoutPresentations() } }

    override var isBuiltIn: Bool { true }

    /// Applies several property changes at once (with the sheet spring when presented and animated).
    open func animateChanges(_ changes: () -> Void) {
        guard let window else {
            changes()
            return
        }
        let metrics = window.environment.metrics
        View.animate(
            springDampingRatio: metrics[.sheetSpringDampingRatio], response: metrics[.sheetSpringResponse],
            animations: changes)
    }

    open override var frameOfPresentedViewInContainerView: Rect {
        builtInGeometry?.presentedFrame ?? super.frameOfPresentedViewInContainerView
    }

    override func sheetConfiguration() -> SheetConfiguration {
        SheetConfiguration(
            detents: detents.isEmpty ? [.large()] : detents, selectedDetentIdentifier: selectedDetentIdentifier,
            largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier,
            prefersGrabberVisible: prefersGrabberVisible, preferredCornerRadius: preferredCornerRadius,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: widthFollowsPreferredContentSizeWhenEdgeAttached,
            prefersPageSizing: prefersPageSizing)
    }
}
