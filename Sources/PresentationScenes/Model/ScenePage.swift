import PresentationKit

/// The stand-in content of one screen: a title, list rows, a list style, a background and, inside a
/// navigation controller, bar buttons. Built as a `PlaceholderViewController`.
public struct ScenePage: Hashable, Sendable {
    /// The title (navigation bar, tab item, descriptions).
    public var title: String?
    /// The list rows.
    public var rows: [String]
    /// How the rows are laid out.
    public var listStyle: ListStyle
    /// The background colour (`nil`: the list style's system background).
    public var background: Color?
    /// Leading bar buttons, outermost first (navigation pages only).
    public var leftBarButtons: [String]
    /// Trailing bar buttons, outermost (rightmost) first (navigation pages only).
    public var rightBarButtons: [String]
    /// Whether the navigation bar shows the title large (navigation pages only): the navigation
    /// controller's bar `prefersLargeTitles`, and the item's automatic display mode resolves to a large title.
    public var largeTitle: Bool
    /// The SF Symbol name of the tab bar item when the page is a tab (`tabSymbol:`), drawn with this
    /// package's own glyphs; `nil`: a title-only item. From iOS 15 the tab shows the symbol's `.fill` variant
    /// when there is one (`house` shows `house.fill`), as tab bars of that time do.
    public var tabSymbol: String?

    /// Creates a page.
    public init(
        title: String? = nil, rows: [String] = [], listStyle: ListStyle = .insetGrouped,
        background: Color? = nil, leftBarButtons: [String] = [], rightBarButtons: [String] = [],
        largeTitle: Bool = false, tabSymbol: String? = nil
    ) {
        self.title = title
        self.rows = rows
        self.listStyle = listStyle
        self.background = background
        self.leftBarButtons = leftBarButtons
        self.rightBarButtons = rightBarButtons
        self.largeTitle = largeTitle
        self.tabSymbol = tabSymbol
    }
}
