/// The `UISheetPresentationController` settings of a sheet (or of the sheet a popover adapts to).
/// Absent values keep UIKit's defaults.
public struct SceneSheetSettings: Hashable, Sendable {
    /// The detents, smallest first (default `[large]`).
    public var detents: [SceneDetent]
    /// The detent shown (`nil`: the smallest).
    public var selectedDetent: SceneDetent?
    /// The largest detent that leaves the background undimmed.
    public var largestUndimmedDetent: SceneDetent?
    /// Whether the grabber shows.
    public var grabber: Bool?
    /// The corner radius in front (`nil`: the system's).
    public var cornerRadius: Double?
    /// Whether the sheet stays edge-attached in compact height.
    public var edgeAttachedInCompactHeight: Bool?
    /// Whether an edge-attached sheet in compact height takes the preferred content width.
    public var widthFollowsPreferredContentSize: Bool?
    /// Whether a page sheet takes page sizing (iOS 17+).
    public var pageSizing: Bool?

    /// Creates settings.
    public init(
        detents: [SceneDetent] = [.large], selectedDetent: SceneDetent? = nil,
        largestUndimmedDetent: SceneDetent? = nil, grabber: Bool? = nil, cornerRadius: Double? = nil,
        edgeAttachedInCompactHeight: Bool? = nil, widthFollowsPreferredContentSize: Bool? = nil,
        pageSizing: Bool? = nil
    ) {
        self.detents = detents
        self.selectedDetent = selectedDetent
        self.largestUndimmedDetent = largestUndimmedDetent
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSize = widthFollowsPreferredContentSize
        self.pageSizing = pageSizing
    }
}
