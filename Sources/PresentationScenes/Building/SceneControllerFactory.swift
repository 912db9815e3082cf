import PresentationKit

/// Makes live controllers from scene controller trees.
enum SceneControllerFactory {
    /// A new controller tree for `controller`, for a window of `era`.
    static func make(_ controller: SceneController, era: Era) -> ViewController {
        switch controller {
        case .plain(let page):
            return placeholder(page, era: era)
        case .navigation(let page):
            let content = placeholder(page, era: era)
            content.navigationItem.leftBarButtonItems = page.leftBarButtons.map(barButton)
            content.navigationItem.rightBarButtonItems = page.rightBarButtons.map(barButton)
            let navigation = NavigationController(rootViewController: content)
            navigation.navigationBar.prefersLargeTitles = page.largeTitle
            return navigation
        case .tabBar(let tabs, let selectedIndex):
            let tabBar = TabBarController()
            tabBar.setViewControllers(tabs.map { make($0, era: era) }, animated: false)
            tabBar.selectedIndex = selectedIndex
            return tabBar
        case .split(let primary, let secondary, let primaryColumnWidth):
            let split = SplitViewController()
            split.preferredPrimaryColumnWidth = primaryColumnWidth
            split.viewControllers = [make(primary, era: era)] + (secondary.map { [make($0, era: era)] } ?? [])
            return split
        }
    }

    /// A bar button titled `title`: ``BarButtonItem/Style-swift.enum/done`` (semibold) when the title is
    /// one of ``confirmingTitles``, plain otherwise.
    private static func barButton(_ title: String) -> BarButtonItem {
        BarButtonItem(title: title, style: confirmingTitles.contains(title) ? .done : .plain)
    }

    /// The titles a scene's bar buttons are given the confirming `.done` style for, as apps give it to the
    /// items that finish a task.
    static let confirmingTitles: Set<String> = ["Done", "Save", "Send", "Add", "Post", "Create", "Finish"]

    private static func placeholder(_ page: ScenePage, era: Era) -> PlaceholderViewController {
        let controller = PlaceholderViewController(
            title: page.title, rows: page.rows, listStyle: page.listStyle,
            backgroundColor: page.background)
        if let symbol = page.tabSymbol {
            controller.tabBarItem = TabBarItem(
                title: nil, image: Image(systemName: tabSymbolName(symbol, era: era)), selectedImage: nil)
        }
        return controller
    }

    /// The symbol a tab shows for a scene's `tabSymbol`: from iOS 15 its `.fill` variant (when drawn here), as
    /// SwiftUI's tab views choose it and the HIG asks of tab bars ("prefer filled symbols"); UIKit itself shows
    /// the image it is given, so apps of that time name the filled symbol. Before iOS 15, the symbol as named.
    static func tabSymbolName(_ symbol: String, era: Era) -> String {
        era >= .ios15 ? Image.filledSymbolName(for: symbol) : symbol
    }

    /// The child of a live controller at one path step, if it has one.
    static func child(of controller: ViewController, at segment: SceneControllerPath.Segment) -> ViewController? {
        switch segment {
        case .page:
            return (controller as? NavigationController)?.viewControllers.first
        case .tab(let index):
            let tabs = (controller as? TabBarController)?.tabs ?? []
            return tabs.indices.contains(index) ? tabs[index] : nil
        case .primary:
            return (controller as? SplitViewController)?.primaryViewController
        case .secondary:
            return (controller as? SplitViewController)?.secondaryViewController
        }
    }

    /// The first bar button titled `title` in the tree under `controller`, depth first.
    static func barButton(titled title: String, under controller: ViewController) -> BarButtonItem? {
        let item = controller.navigationItem
        if let match = (item.leftBarButtonItems + item.rightBarButtonItems).first(where: { $0.title == title }) {
            return match
        }
        for child in controller.children {
            if let match = barButton(titled: title, under: child) { return match }
        }
        return nil
    }
}
