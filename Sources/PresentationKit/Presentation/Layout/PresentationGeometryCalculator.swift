/// Computes the ``PresentationGeometry`` of each built-in style from the reference facts and the era's
/// metrics table. Pure functions: no views, no controllers.
enum PresentationGeometryCalculator {
    /// The geometry of `input.style` in its environment.
    static func geometry(_ input: PresentationLayoutInput) -> PresentationGeometry {
        switch input.style {
        case .pageSheet, .formSheet: return SheetGeometry.geometry(input)
        case .popover: return popover(input)
        default: return fullScreenFamily(input)
        }
    }

    /// Full screen, over full screen, current context, over current context, custom and none: the
    /// presented view fills the container.
    static func fullScreenFamily(_ input: PresentationLayoutInput) -> PresentationGeometry {
        let bounds = Rect(origin: .zero, size: input.containerSize)
        let removes = input.style == .fullScreen || input.style == .currentContext
        return PresentationGeometry(
            style: input.style, sheetMode: nil, presentedFrame: bounds, cornerRadius: 0, maskedCorners: .all,
            dimming: nil, popover: nil, grabberFrame: nil, shadowOpacity: 0, removesPresentersView: removes,
            recedesPresenter: false,
            coversStatusBar: input.style != .overCurrentContext && input.style != .currentContext)
    }

    /// A popover bubble placed by ``PopoverPlacement``.
    static func popover(_ input: PresentationLayoutInput) -> PresentationGeometry {
        let environment = input.environment
        let metrics = environment.metrics
        let margins = input.popoverLayoutMargins ?? EdgeInsets(all: metrics[.popoverLayoutMargin])
        let bounds = Rect(origin: .zero, size: input.containerSize)
        let region = bounds.inset(by: environment.safeAreaInsets).inset(by: margins)
        let preferred = input.preferredContentSize
        let content = Size(
            width: preferred.width > 0 ? preferred.width : metrics[.popoverDefaultWidth],
            height: preferred.height > 0 ? preferred.height : metrics[.popoverDefaultHeight])
        let source = input.popoverSourceRect ?? Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let placement = PopoverPlacement.place(
            PopoverPlacementInput(
                region: region, sourceRect: source, permittedDirections: input.permittedArrowDirections,
                contentSize: content, canOverlapSourceRect: input.canOverlapSourceViewRect,
                prefersLandscapeOrder: false, arrowHeight: metrics[.popoverArrowHeight],
                arrowBase: metrics[.popoverArrowBase], verticalClearance: metrics[.popoverArrowCornerClearanceVertical],
                horizontalClearance: metrics[.popoverArrowCornerClearanceHorizontal], scale: environment.device.scale))
        return PresentationGeometry(
            style: .popover, sheetMode: nil, presentedFrame: placement.contentFrame,
            cornerRadius: metrics[.popoverCornerRadius], maskedCorners: .all,
            dimming: DimmingGeometry(frame: bounds, alpha: 0), popover: placement, grabberFrame: nil,
            shadowOpacity: metrics[.popoverShadowOpacity], removesPresentersView: false, recedesPresenter: false,
            coversStatusBar: false)
    }
}
