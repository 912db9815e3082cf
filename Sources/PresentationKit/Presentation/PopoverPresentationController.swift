/// The controller of `.popover` presentations, as `UIPopoverPresentationController`: anchor, arrow
/// directions, placement, margins and passthrough views.
///
/// Placement follows UIKit's algorithm (see ``PopoverGeometry``). In a horizontally compact environment
/// the popover adapts (full screen before iOS 13, a sheet from iOS 13) unless the delegate returns
/// `.none`; the sheet then takes its settings from ``adaptiveSheetPresentationController``.
open class PopoverPresentationController: PresentationController {
    /// The view the popover points at.
    open weak var sourceView: View? { didSet { window?.relayoutPresentations() } }
    /// The rectangle in ``sourceView`` the popover points at (zero: the source view's bounds).
    open var sourceRect: Rect = .zero { didSet { window?.relayoutPresentations() } }
    /// A bar button item to point at instead of a view.
    open weak var barButtonItem: BarButtonItem? { didSet { window?.relayoutPresentations() } }
    /// The directions the arrow may point (default `.any`).
    open var permittedArrowDirections: PopoverArrowDirection = .any { didSet { window?.relayoutPresentations() } }
    /// Views that stay interactive while the popover shows.
    open var passthroughViews: [View] = [] { didSet { window?.relayoutPresentations() } }
    /// Insets from the window edges the popover keeps (default 10 pt each).
    open var popoverLayoutMargins: EdgeInsets? { didSet { window?.relayoutPresentations() } }
    /// The bubble colour (default: the elevated system background).
    open var backgroundColor: Color?
    /// Whether the popover may cover its source rectangle.
    open var canOverlapSourceViewRect = false { didSet { window?.relayoutPresentations() } }
    /// The settings used when the popover adapts to a sheet.
    open private(set) lazy var adaptiveSheetPresentationController = SheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)

    /// The direction the arrow points after layout (`.unknown` before).
    open var arrowDirection: PopoverArrowDirection {
        guard effectiveStyle == .popover, let popover = appliedGeometry?.popover else { return .unknown }
        return popover.arrowDirection
    }

    /// Whether an anchor is set: a source view, or a bar button item that a bar has laid out.
    var hasAnchor: Bool { sourceView != nil || barButtonItem?.view != nil }

    override var isBuiltIn: Bool { true }

    open override var frameOfPresentedViewInContainerView: Rect {
        builtInGeometry?.presentedFrame ?? super.frameOfPresentedViewInContainerView
    }

    override func sheetConfiguration() -> SheetConfiguration {
        adaptiveSheetPresentationController.sheetConfiguration()
    }

    override func layoutInput(environment: WindowEnvironment, containerSize: Size) -> PresentationLayoutInput {
        var input = super.layoutInput(environment: environment, containerSize: containerSize)
        input.popoverSourceRect = sourceRectInContainer()
        input.permittedArrowDirections = permittedArrowDirections
        input.popoverLayoutMargins = popoverLayoutMargins
        input.canOverlapSourceViewRect = canOverlapSourceViewRect
        return input
    }

    /// The rectangle the popover points at, in window coordinates: the bar button item's frame, or
    /// ``sourceRect`` (the source view's bounds when zero) converted from ``sourceView``; `nil` without an
    /// anchor. Not in UIKit, which keeps the converted rectangle private; documentation figures outline it.
    package var sourceRectInWindow: Rect? { sourceRectInContainer() }

    /// The anchor rectangle in container (window) coordinates.
    func sourceRectInContainer() -> Rect? {
        if let itemView = barButtonItem?.view {
            return itemView.convert(itemView.bounds, to: nil)
        }
        guard let sourceView else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: nil)
    }
}
