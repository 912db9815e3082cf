import PresentationKit

/// A `present` action: what is presented, from where, with which style and settings.
public struct ScenePresentation: Hashable, Sendable {
    /// The name later actions use for this presentation.
    public var id: String
    /// The controller `present` is called on.
    public var from: SceneControllerPath
    /// The modal presentation style.
    public var style: ModalPresentationStyle
    /// The modal transition style.
    public var transition: ModalTransitionStyle
    /// Whether the presentation animates.
    public var animated: Bool
    /// The presented controller tree.
    public var content: SceneController
    /// The preferred content size (`nil`: the style's default).
    public var preferredContentSize: Size?
    /// The popover anchor.
    public var source: ScenePopoverSource?
    /// The permitted popover arrow directions (`nil`: any).
    public var permittedArrowDirections: PopoverArrowDirection?
    /// Sheet settings (for sheets, and for popovers that adapt to a sheet).
    public var sheet: SceneSheetSettings?
    /// The custom presentation's settings, used whenever `style: custom` is picked (`nil`: the defaults).
    public var custom: SceneCustomPresentation?
    /// Whether interactive dismissal is refused.
    public var modalInPresentation: Bool
    /// Whether the presented controller defines a presentation context.
    public var definesPresentationContext: Bool?
    /// Whether the presented controller takes over the status bar appearance.
    public var capturesStatusBarAppearance: Bool
    /// Rules that pick another style for the window's size and traits, re-evaluated when it rotates or
    /// resizes (`style` is the fallback); empty for a plain presentation.
    public var adaptive: [SceneAdaptiveRule] = []

    /// Creates a presentation of `content` from the root.
    public init(
        id: String, from: SceneControllerPath = .root, style: ModalPresentationStyle = .automatic,
        transition: ModalTransitionStyle = .coverVertical, animated: Bool = true,
        content: SceneController, preferredContentSize: Size? = nil, source: ScenePopoverSource? = nil,
        permittedArrowDirections: PopoverArrowDirection? = nil, sheet: SceneSheetSettings? = nil,
        modalInPresentation: Bool = false, definesPresentationContext: Bool? = nil,
        capturesStatusBarAppearance: Bool = false
    ) {
        self.id = id
        self.from = from
        self.style = style
        self.transition = transition
        self.animated = animated
        self.content = content
        self.preferredContentSize = preferredContentSize
        self.source = source
        self.permittedArrowDirections = permittedArrowDirections
        self.sheet = sheet
        self.modalInPresentation = modalInPresentation
        self.definesPresentationContext = definesPresentationContext
        self.capturesStatusBarAppearance = capturesStatusBarAppearance
    }
}
