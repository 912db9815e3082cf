import Foundation

/// The bar at the top of a navigation controller: title and bar button items, as `UINavigationBar`.
///
/// Its frame starts below the status bar; its background view extends up behind the status bar, as
/// UIKit's does. In iOS 15 and later the bar shows its transparent scroll-edge appearance (content at
/// the top), earlier eras the translucent bar material with a hairline.
public final class NavigationBar: View {
    /// The background, extended upward behind the status bar.
    let background = View()
    /// The hairline below the bar (iOS 14 and earlier).
    let hairline = View()
    /// The centred title.
    let titleView = View()
    private var itemViews: [View] = []
    /// Whether content extends under the bar (`true`, UIKit's default); `false` starts the top controller's
    /// view below it. Only the layout changes: the bar is drawn as before.
    public var isTranslucent = true {
        didSet { (superview?.owningViewController as? NavigationController)?.relayout() }
    }

    /// Creates an empty bar.
    public init() {
        super.init(frame: .zero)
        role = .navigationBar
        label = "navigation bar"
        background.label = "bar background"
        hairline.role = .separator
        titleView.role = .label
        addSubview(background)
        addSubview(hairline)
        addSubview(titleView)
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays the bar out for an item at `top` (the safe-area inset above it) with a bar `height`.
    func layout(
        item: NavigationItem, title: String?, width: Double, top: Double, height: Double,
        horizontalInsets: (left: Double, right: Double), environment: WindowEnvironment
    ) {
        frame = Rect(x: 0, y: top, width: width, height: height)
        let translucent = environment.era < .ios15
        background.frame = Rect(x: 0, y: -top, width: width, height: top + height)
        background.backgroundColor = translucent ? .barBackground : nil
        hairline.isHidden = !translucent
        hairline.frame = Rect(x: 0, y: height, width: width, height: 1 / environment.device.scale)
        hairline.backgroundColor = .separator
        titleView.text = item.title ?? title
        titleView.textColor = .label
        let titleWidth = min(width * 0.6, Double((item.title ?? title)?.count ?? 0) * 9.5 + 8)
        titleView.frame = Rect(x: ((width - titleWidth) / 2).rounded(), y: 0, width: titleWidth, height: height)
        layoutItems(item, width: width, height: height, insets: horizontalInsets, metrics: environment.metrics)
    }

    /// Lays out the buttons inside the safe area: leading items from the left, trailing from the right.
    private func layoutItems(
        _ item: NavigationItem, width: Double, height: Double,
        insets: (left: Double, right: Double), metrics: PresentationMetrics
    ) {
        let items = item.leftBarButtonItems + item.rightBarButtonItems
        while itemViews.count > items.count { itemViews.removeLast().removeFromSuperview() }
        while itemViews.count < items.count { itemViews.append(makeItemView()) }
        let margin = metrics[.barItemMargin] - 8
        var leading = insets.left + margin
        for (index, barItem) in item.leftBarButtonItems.enumerated() {
            place(barItem, in: itemViews[index], x: leading, height: height)
            leading += barItem.layoutWidth
        }
        var trailing = width - insets.right - margin
        for (index, barItem) in item.rightBarButtonItems.enumerated() {
            trailing -= barItem.layoutWidth
            place(barItem, in: itemViews[item.leftBarButtonItems.count + index], x: trailing, height: height)
        }
    }

    private func makeItemView() -> View {
        let view = View()
        view.role = .barItem
        view.textColor = .systemBlue
        addSubview(view)
        return view
    }

    private func place(_ item: BarButtonItem, in view: View, x: Double, height: Double) {
        view.frame = Rect(x: x, y: 0, width: item.layoutWidth, height: height)
        view.text = item.title
        view.label = item.title
        item.view = view
    }
}
