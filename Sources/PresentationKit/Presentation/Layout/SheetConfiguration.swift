/// The sheet settings that affect layout, copied from a ``SheetPresentationController``.
struct SheetConfiguration {
    var detents: [SheetPresentationController.Detent] = [.large()]
    var selectedDetentIdentifier: SheetPresentationController.Detent.Identifier?
    var largestUndimmedDetentIdentifier: SheetPresentationController.Detent.Identifier?
    var prefersGrabberVisible = false
    var preferredCornerRadius: Double?
    var prefersEdgeAttachedInCompactHeight = false
    var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    var prefersPageSizing = true
}
