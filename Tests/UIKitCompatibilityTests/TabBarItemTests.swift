#if os(Linux)
    import Testing
    import UIKit

    /// iOS code names its tabs with `UITabBarItem`s on the child controllers.
    @Suite struct TabBarItemTests {
        @Test("A child's tabBarItem gives its tab's title and symbol, the selected image when selected")
        func tabBarItemsNameTheTabs() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios17, appearance: .light)
            let favourites = UIViewController()
            favourites.tabBarItem = UITabBarItem(
                title: "Favourites", image: UIImage(systemName: "star"), selectedImage: UIImage(systemName: "star.fill")
            )
            let settings = UIViewController()
            settings.title = "Settings"
            settings.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "gearshape"), tag: 1)
            let tabs = UITabBarController()
            tabs.setViewControllers([favourites, settings], animated: false)
            tabs.tabBar.tintColor = .systemRed
            window.rootViewController = tabs
            let bar = try #require(window.renderTree().first(.tabBar))
            let items = bar.children.filter { $0.role == .barItem }
            #expect(items.map { $0.first { $0.image != nil }?.image?.name } == ["star.fill", "gearshape"])
            #expect(
                items.map { $0.first { $0.typesetText != nil }?.typesetText?.lines.first?.text }
                    == ["Favourites", "Settings"], "a nil item title shows the controller's title")
            #expect(settings.tabBarItem.tag == 1)
            // The selected item takes the bar's tint colour.
            let symbol = window.renderTree().first(.tabBar)?.first { $0.image != nil }?.image?.content
            guard case .drawing(_, let color)? = symbol else {
                Issue.record("the selected item draws a symbol")
                return
            }
            #expect(color == UIColor.systemRed.resolved(for: .light))
        }
    }
#endif
