import Foundation

/// One way to present a controller, named by an ``AdaptiveRule`` of an ``AdaptivePresentationManager``.
///
/// Unlike UIKit's adaptive styles, which may only be `.fullScreen`, `.overFullScreen`, `.formSheet`,
/// `.pageSheet` or `.none`, any presentation can be named here, popovers and custom presentation
/// controllers included.
public enum AdaptivePresentation {
    /// A built-in style, shown as named (`.automatic` resolves for the window's era; `.none` is not a
    /// presentation and is reported as ``PresentationError/invalidPresentationStyle(_:controller:)``).
    case style(ModalPresentationStyle)
    /// A page or form sheet with detents and a grabber.
    case sheet(SheetPresentationConfiguration)
    /// A popover with its anchor, arrow directions and content size.
    case popover(PopoverPresentationConfiguration)
    /// A `.custom` presentation whose controller `makeController` builds from the presented and the
    /// presenting controller (as a transitioning delegate's
    /// ``ViewControllerTransitioningDelegate/presentationController(forPresented:presenting:source:)``).
    case custom(
        name: String,
        makeController: (_ presented: ViewController, _ presenting: ViewController?) -> PresentationController)
    /// A `.custom` presentation whose objects come from `delegate`, which becomes the presented
    /// controller's transitioning delegate while this presentation is in use. The manager does not keep
    /// the delegate: keep it alive yourself, as UIKit's transitioning delegates.
    case transitioningDelegate(name: String, ViewControllerTransitioningDelegate)

    /// The modal presentation style this presentation sets on the presented controller.
    public var modalPresentationStyle: ModalPresentationStyle {
        switch self {
        case .style(let style): style
        case .sheet(let configuration): configuration.style
        case .popover: .popover
        case .custom, .transitioningDelegate: .custom
        }
    }

    /// A short name for traces: the style's name, or the custom presentation's name.
    public var name: String {
        switch self {
        case .style(let style): style.rawValue
        case .sheet(let configuration): configuration.style.rawValue
        case .popover: ModalPresentationStyle.popover.rawValue
        case .custom(let name, _), .transitioningDelegate(let name, _): name
        }
    }
}

/// The settings of a sheet presentation named by an ``AdaptivePresentation``.
public struct SheetPresentationConfiguration {
    /// `.pageSheet` (the default) or `.formSheet`.
    public var style: ModalPresentationStyle
    /// The heights the sheet rests at, as ``SheetPresentationController/detents``.
    public var detents: [SheetPresentationController.Detent]
    /// The detent shown first; `nil` means the smallest.
    public var selectedDetentIdentifier: SheetPresentationController.Detent.Identifier?
    /// The largest detent at which the content behind stays undimmed.
    public var largestUndimmedDetentIdentifier: SheetPresentationController.Detent.Identifier?
    /// Whether the grabber shows.
    public var prefersGrabberVisible: Bool

    /// Creates a sheet configuration.
    public init(
        style: ModalPresentationStyle = .pageSheet, detents: [SheetPresentationController.Detent] = [.large()],
        selectedDetentIdentifier: SheetPresentationController.Detent.Identifier? = nil,
        largestUndimmedDetentIdentifier: SheetPresentationController.Detent.Identifier? = nil,
        prefersGrabberVisible: Bool = false
    ) {
        self.style = style
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersGrabberVisible = prefersGrabberVisible
    }

    func apply(to controller: SheetPresentationController) {
        controller.detents = detents
        controller.selectedDetentIdentifier = selectedDetentIdentifier
        controller.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        controller.prefersGrabberVisible = prefersGrabberVisible
    }
}

/// The settings of a popover presentation named by an ``AdaptivePresentation``.
public struct PopoverPresentationConfiguration {
    /// What the popover points at.
    public enum Anchor {
        /// A rectangle in a view (`.zero`: the view's bounds).
        case view(View, rect: Rect = .zero)
        /// A bar button item.
        case barButtonItem(BarButtonItem)
    }

    /// What the popover points at.
    public var anchor: Anchor
    /// The directions the arrow may point.
    public var permittedArrowDirections: PopoverArrowDirection
    /// The presented controller's ``ViewController/preferredContentSize`` while it is a popover (`nil`
    /// leaves it as it is).
    public var preferredContentSize: Size?
    /// Views that stay interactive while the popover shows.
    public var passthroughViews: [View]

    /// Creates a popover configuration.
    public init(
        anchor: Anchor, permittedArrowDirections: PopoverArrowDirection = .any, preferredContentSize: Size? = nil,
        passthroughViews: [View] = []
    ) {
        self.anchor = anchor
        self.permittedArrowDirections = permittedArrowDirections
        self.preferredContentSize = preferredContentSize
        self.passthroughViews = passthroughViews
    }

    func apply(to controller: PopoverPresentationController) {
        switch anchor {
        case .view(let view, let rect):
            controller.sourceView = view
            controller.sourceRect = rect
        case .barButtonItem(let item):
            controller.barButtonItem = item
        }
        controller.permittedArrowDirections = permittedArrowDirections
        controller.passthroughViews = passthroughViews
        if let preferredContentSize { controller.presentedViewController.preferredContentSize = preferredContentSize }
    }
}
