/// What the popover placement algorithm needs.
struct PopoverPlacementInput {
    /// The area the popover may use (container bounds inset by safe area and layout margins).
    var region: Rect
    /// The anchor, in container coordinates.
    var sourceRect: Rect
    /// Allowed arrow directions.
    var permittedDirections: PopoverArrowDirection
    /// The content size wanted.
    var contentSize: Size
    /// Whether the popover may cover its source.
    var canOverlapSourceRect: Bool
    /// Whether landscape candidate order applies (`preferLandscapeOrientations`).
    var prefersLandscapeOrder: Bool
    /// Arrow height and base.
    var arrowHeight: Double
    var arrowBase: Double
    /// Arrow clearances from the corners.
    var verticalClearance: Double
    var horizontalClearance: Double
    /// Pixel scale for rounding.
    var scale: Double
}
