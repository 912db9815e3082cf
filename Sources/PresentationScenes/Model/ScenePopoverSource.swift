import PresentationKit

/// What a popover points at.
public enum ScenePopoverSource: Hashable, Sendable {
    /// The bar button with this title in the presenting tree (`{barButton: Share}`).
    case barButton(String)
    /// A controller's view, and a rectangle in it (`nil`: its bounds) (`{view: root, rect: {...}}`).
    case view(SceneControllerPath, rect: Rect?)
}
