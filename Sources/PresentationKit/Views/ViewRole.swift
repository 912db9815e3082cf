/// What a view is in a presentation, as the render tree and layout dump name it.
public enum ViewRole: String, Hashable, Sendable, Codable, CaseIterable {
    /// A view with no particular role (a user's subview).
    case view
    /// The window.
    case window
    /// The root view of a view controller that is neither presenting nor presented.
    case content
    /// The root view of a view controller that is presenting another one.
    case presentingContent = "presenting-content"
    /// The root view of a presented view controller.
    case presentedContent = "presented-content"
    /// The container (transition) view a presentation lives in.
    case container
    /// A dimming view behind a presented view.
    case dimming
    /// The bubble of a popover.
    case popoverBackground = "popover-background"
    /// The sheet grabber.
    case grabber
    /// A navigation bar.
    case navigationBar = "navigation-bar"
    /// A tab bar.
    case tabBar = "tab-bar"
    /// A bar button item or tab item.
    case barItem = "bar-item"
    /// The divider between split view columns.
    case separator
    /// Placeholder content: a title label.
    case label
    /// Placeholder content: one row of a list.
    case listRow = "list-row"
    /// Placeholder content: the text of a list row, its frame the space the text may take (the renderer
    /// truncates to it).
    case listRowText = "list-row-text"
    /// The large title of a navigation bar (`prefersLargeTitles`), 34-pt bold.
    case largeTitle = "large-title"
    /// A Core Animation layer added with `addSublayer` (not a view's own layer).
    case layer
    /// The picture of the window before an animated rotation, fading out as the interface turns.
    case rotationSnapshot = "rotation-snapshot"
}
