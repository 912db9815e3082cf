/// The title and buttons a controller shows in a navigation bar, as `UINavigationItem`.
open class NavigationItem {
    /// The title in the bar (the controller's title when `nil`).
    open var title: String?
    /// Buttons on the leading side, outermost first.
    open var leftBarButtonItems: [BarButtonItem] = []
    /// Buttons on the trailing side, outermost (rightmost) first, as in UIKit.
    open var rightBarButtonItems: [BarButtonItem] = []

    /// Creates an empty item.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The single leading button, as `leftBarButtonItem`.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The single trailing button, as `rightBarButtonItem`.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
