import Foundation

/// The bar at the bottom of a tab bar controller, as `UITabBar`: one item per tab, the selected one tinted.
///
/// iPadOS 18's tab bar at the top of the window is not modelled: iPads show the bottom bar of iPadOS 12–17.
public final class TabBar: View {
    private var itemViews: [View] = []
    private let hairline = View()

    /// Creates an empty bar.
    public init() {
        super.init(frame: .zero)
        role = .tabBar
        label = "tab bar"
        hairline.role = .separator
        addSubview(hairline)
    }

    /// Always `nil`: there are no archives on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays the bar out at the bottom of a container of `size`, above a `bottomInset` it extends into.
    func layout(
        titles: [String], selectedIndex: Int, size: Size, bottomInset: Double,
        environment: WindowEnvironment
    ) {
        let height = Self.barHeight(in: environment)
        frame = Rect(x: 0, y: size.height - height - bottomInset, width: size.width, height: height + bottomInset)
        backgroundColor = .barBackground
        hairline.frame = Rect(x: 0, y: 0, width: size.width, height: 1 / environment.device.scale)
        hairline.backgroundColor = .separator
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        guard !titles.isEmpty else { return }
        let itemWidth = size.width / Double(titles.count)
        for (index, title) in titles.enumerated() {
            let item = View(frame: Rect(x: Double(index) * itemWidth, y: 0, width: itemWidth, height: height))
            item.role = .barItem
            item.text = title
            item.label = title
            item.textColor = index == selectedIndex ? .systemBlue : .systemGray
            addSubview(item)
            itemViews.append(item)
        }
    }

    /// The bar height (without the home-indicator inset) for a device class and orientation.
    static func barHeight(in environment: WindowEnvironment) -> Double {
        let metrics = environment.metrics
        if environment.device.idiom == .pad { return metrics[.tabBarHeightPad] }
        return environment.traitCollection.verticalSizeClass == .compact
            ? metrics[.tabBarHeightCompact] : metrics[.tabBarHeight]
    }
}
