import PresentationKit
import Testing

@Suite struct TabBarTests {
    /// A window whose root is a tab bar controller of two navigation tabs, Home (house) and Search
    /// (magnifying glass), the first selected; `rows` rows in the first tab.
    private func tabWindow(
        _ device: String, _ orientation: InterfaceOrientation = .portrait, era: Era = .ios18, rows: Int = 2
    ) throws -> Window {
        let window = try Window(device: device, orientation: orientation, era: era)
        let tabs = TabBarController()
        let home = PlaceholderViewController(
            title: "Home", rows: (0..<rows).map { "Row \($0)" }, listStyle: .plain)
        home.tabBarItem = TabBarItem(title: nil, image: Image(systemName: "house"), selectedImage: nil)
        let search = PlaceholderViewController(title: "Search", rows: ["Recent"])
        search.tabBarItem = TabBarItem(
            title: "Find", image: Image(systemName: "magnifyingglass"), selectedImage: nil)
        tabs.setViewControllers(
            [NavigationController(rootViewController: home), NavigationController(rootViewController: search)],
            animated: false)
        window.rootViewController = tabs
        return window
    }

    /// The tab items: each a bar item with an image node and a text node.
    private func items(_ tree: RenderTree) throws -> [(item: RenderNode, image: RenderNode, title: RenderNode)] {
        let bar = try #require(tree.first(.tabBar))
        return try bar.children.filter { $0.role == .barItem }.map { item in
            (
                item, try #require(item.first { $0.image != nil }),
                try #require(item.first { $0.typesetText != nil })
            )
        }
    }

    private func color(of image: RenderNode) -> ColorComponents? {
        if case .drawing(_, let color)? = image.image?.content { return color }
        return nil
    }

    @Test("iPhone portrait: each item stacks its symbol above a 10-pt medium title; selected blue, others grey")
    func iPhonePortraitStacksSymbolAboveTitle() throws {
        let tree = try tabWindow("iphone-15-pro").renderTree()
        // Bar: 49 pt above the 34-pt home-indicator inset of an 852-pt-tall screen: 852 − 34 − 49 = 769.
        let bar = try #require(tree.first(.tabBar))
        #expect(bar.frame == Rect(x: 0, y: 769, width: 393, height: 83))
        let items = try items(tree)
        #expect(items.count == 2)
        // Titles from the tab bar items, falling back to the root controller's title ("Home").
        #expect(items.map { $0.title.typesetText?.lines.first?.text } == ["Home", "Find"])
        for (index, item) in items.enumerated() {
            // Two equal slots across the 393-pt bar: 196.5 pt each; symbol and title centred in them.
            #expect(close(item.item.frame.minX, Double(index) * 196.5) && close(item.item.frame.width, 196.5))
            #expect(close(item.image.frame.midX, item.item.frame.midX))
            #expect(item.image.frame.maxY <= item.title.frame.minY, "the symbol sits above the title")
            let run = try #require(item.title.typesetText?.lines.first?.runs.first)
            #expect(run.fontSize == 10 && run.fontWeight == Font.Weight.medium.rawValue)
        }
        let blue = Color.systemBlue.resolved(for: .light)
        let gray = Color.systemGray.resolved(for: .light)
        #expect(color(of: items[0].image) == blue && items[0].title.typesetText?.lines.first?.runs.first?.color == blue)
        #expect(color(of: items[1].image) == gray && items[1].title.typesetText?.lines.first?.runs.first?.color == gray)
    }

    @Test("A circled symbol is no larger than the HIG's 25-pt circle beside a 23-pt-tall house")
    func symbolsOfDifferentShapesAreEquallyLarge() throws {
        // HIG, Tab bars, custom icon sizes (regular bars): circular 25 × 25 pt, wide 31 pt wide (at most a
        // square icon's 23 pt tall). Before, the circled person was set at 25 pt and its 1.2-wide circle drew 30 pt.
        let window = try Window(device: "iphone-15-pro", era: .ios18)
        let tabs = TabBarController()
        let home = PlaceholderViewController(title: "Home")
        home.tabBarItem = TabBarItem(title: nil, image: Image(systemName: "house"), selectedImage: nil)
        let profile = PlaceholderViewController(title: "Profile")
        profile.tabBarItem = TabBarItem(title: nil, image: Image(systemName: "person.crop.circle"), selectedImage: nil)
        tabs.setViewControllers([home, profile], animated: false)
        window.rootViewController = tabs
        let items = try items(window.renderTree())
        #expect(close(items[0].image.frame.height, 23) && items[0].image.frame.width <= 31)
        #expect(close(items[1].image.frame.width, 25) && close(items[1].image.frame.height, 25))
    }

    @Test("iPhone landscape and iPad up to iOS 17: the symbol sits beside the title, on one line")
    func landscapeAndIPadPutTheSymbolBesideTheTitle() throws {
        for window in [try tabWindow("iphone-15-pro", .landscape), try tabWindow("ipad-air-11-m2", era: .ios17)] {
            for item in try items(window.renderTree()) {
                #expect(item.image.frame.maxX <= item.title.frame.minX, "\(window.environment)")
                #expect(close(item.image.frame.midY, item.item.frame.midY, 0.5))
            }
        }
    }

    @Test("iPadOS 18 in regular width: a floating capsule at the top, centred in the navigation bar's row")
    func iPadOS18FloatsTheTabBarAtTheTop() throws {
        let window = try tabWindow("ipad-air-11-m2")
        let tree = window.renderTree()
        let bar = try #require(tree.first(.tabBar))
        // The 50-pt row below the 24-pt status bar; a 36-pt capsule centred in it: 24 + (50 − 36) / 2 = 31.
        #expect(close(bar.frame.minY, 31) && close(bar.frame.height, 36))
        #expect(close(bar.frame.midX, 820 / 2, 0.5))
        #expect(bar.cornerRadius == 18)
        #expect(bar.first { $0.image != nil } == nil, "text-only segments: no symbols")
        let titles = bar.children.filter { $0.role == .barItem }.compactMap { $0.first { $0.typesetText != nil } }
        #expect(titles.map { $0.typesetText?.lines.first?.text } == ["Home", "Find"])
        #expect(
            tree.first(.navigationBar)?.first { $0.typesetText?.lines.first?.text == "Home" } == nil, "no inline title")
    }

    @Test("From iOS 15 the bar is transparent without a hairline over short content, as on iOS 13 it never is")
    func shortContentGetsTheScrollEdgeAppearance() throws {
        let barColour = Color.barBackground.resolved(for: .light)
        // Two 44-pt rows from the 103-pt content top (59 + 44) end far above the bar at 769.
        let short = try #require(try tabWindow("iphone-15-pro").renderTree().first(.tabBar))
        #expect(short.backgroundColor == nil)
        #expect(short.children.first { $0.role == .separator } == nil)
        // Twenty rows (880 pt) reach under it.
        let long = try #require(try tabWindow("iphone-15-pro", rows: 20).renderTree().first(.tabBar))
        #expect(long.backgroundColor == barColour)
        #expect(long.children.first { $0.role == .separator } != nil)
        let ios13 = try #require(try tabWindow("iphone-15-pro", era: .ios13).renderTree().first(.tabBar))
        #expect(ios13.backgroundColor == barColour)
    }
}
