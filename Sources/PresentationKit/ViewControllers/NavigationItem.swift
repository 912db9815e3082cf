/// The title and buttons a controller shows in a navigation bar, as `UINavigationItem`.
open class NavigationItem {
    /// The title in the bar (the controller's title when `nil`).
    open var title: String? {
        didSet { owner?.navigationItemDidChange() }
    }
    /// Buttons on the leading side, outermost first.
    open var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { owner?.navigationItemDidChange() }
    }
    /// Buttons on the trailing side, outermost (rightmost) first, as in UIKit.
    open var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { owner?.navigationItemDidChange() }
    }
    /// The controller whose item this is: told when the title or the buttons change, so that a bar showing
    /// the item updates at once, as UIKit's does.
    package weak var owner: ViewController?
    /// Whether this item shows a large title when the bar ``NavigationBar/prefersLargeTitles``, as
    /// `largeTitleDisplayMode` (default ``LargeTitleDisplayMode-swift.enum/automatic``).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// Whether the bar hides the back button, as `hidesBackButton` (kept; the bar here draws no back button).
    open var hidesBackButton = false
    /// The bar's standard appearance while this item is on top (`standardAppearance`); `nil`: the bar's.
    open var standardAppearance: NavigationBarAppearance?
    /// The bar's scroll-edge appearance while this item is on top (`scrollEdgeAppearance`); `nil`: the bar's.
    open var scrollEdgeAppearance: NavigationBarAppearance?
    /// The bar's compact-height appearance while this item is on top (`compactAppearance`): kept.
    open var compactAppearance: NavigationBarAppearance?

    /// Sets ``hidesBackButton`` (the change is not animated here).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Creates an empty item.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The single leading button, as `leftBarButtonItem`.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The single trailing button, as `rightBarButtonItem`.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// When an item shows a large title, as `UINavigationItem.LargeTitleDisplayMode`, with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, Hashable, Sendable, CaseIterable {
        /// As the item below it in the stack; the root item shows one (when the bar prefers large titles).
        case automatic = 0
        /// Always a large title (when the bar prefers large titles).
        case always = 1
        /// Never a large title.
        case never = 2
        /// The title inline in the bar (iOS 17); here as ``never``.
        case inline = 3
    }
}
