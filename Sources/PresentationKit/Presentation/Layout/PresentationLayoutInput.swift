/// What the built-in styles' geometry depends on, gathered from a presentation controller.
struct PresentationLayoutInput {
    /// The device configuration.
    var environment: WindowEnvironment
    /// The container's size (its origin is 0,0 in its own coordinates).
    var containerSize: Size
    /// The style to lay out (after `.automatic` and adaptation).
    var style: ModalPresentationStyle
    /// The presented controller's `preferredContentSize`.
    var preferredContentSize: Size
    /// Sheet settings.
    var sheet = SheetConfiguration()
    /// Popover anchor in container coordinates, if any.
    var popoverSourceRect: Rect?
    /// Popover permitted arrow directions.
    var permittedArrowDirections: PopoverArrowDirection = .any
    /// Popover layout margins.
    var popoverLayoutMargins: EdgeInsets?
    /// Whether the popover may overlap its source.
    var canOverlapSourceViewRect = false
}
