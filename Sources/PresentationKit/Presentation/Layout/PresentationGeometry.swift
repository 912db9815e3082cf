/// Everything a built-in presentation style decides about the screen: where the presented view goes,
/// how it is rounded, what dims, where a popover's arrow points, where the grabber sits.
///
/// A pure value computed by `PresentationGeometryCalculator` from a ``WindowEnvironment``; the
/// presentation controllers apply it to their views.
public struct PresentationGeometry: Hashable, Sendable, Codable {
    /// The style whose rules produced this geometry (after `.automatic` and adaptation).
    public var style: ModalPresentationStyle
    /// How the sheet is shown, for sheets.
    public var sheetMode: SheetMode?
    /// The presented view's frame in container coordinates.
    public var presentedFrame: Rect
    /// Corner radius of the presented view.
    public var cornerRadius: Double
    /// Which corners are rounded.
    public var maskedCorners: CornerMask
    /// The dimming view, if the style has one.
    public var dimming: DimmingGeometry?
    /// The popover chrome, for popovers.
    public var popover: PopoverGeometry?
    /// The grabber, for sheets that show it.
    public var grabberFrame: Rect?
    /// Shadow opacity of the presented view (sheets when undimmed, popovers).
    public var shadowOpacity: Double
    /// Whether the presenter's views leave the hierarchy once presented.
    public var removesPresentersView: Bool
    /// Whether the view behind scales back (an edge-attached card at full height in a full-height window).
    public var recedesPresenter: Bool
    /// Whether the presented controller takes over the status bar (covers the status bar band).
    public var coversStatusBar: Bool
}

/// A dimming view's placement and colour.
public struct DimmingGeometry: Hashable, Sendable, Codable {
    /// Frame in container coordinates.
    public var frame: Rect
    /// The black level: alpha of the dimming colour (0 for a clear, touch-catching view).
    public var alpha: Double
}
