import Foundation
import PresentationKit
import Testing

/// List rows inset by the safe area plus the layout margin and ending at the trailing margin, separators
/// under the text, and large titles in the expanded bar.
@Suite struct ListAndLargeTitleLayoutTests {
    /// A window on `device` whose navigation root is a list of `rows` in `style`.
    private func list(
        _ device: String, _ orientation: InterfaceOrientation = .portrait, style: ListStyle,
        rows: [String] = ["One", "Two"]
    ) throws -> (Window, NavigationController) {
        let window = try Window(device: device, orientation: orientation)
        let navigation = NavigationController(
            rootViewController: PlaceholderViewController(title: "List", rows: rows, listStyle: style))
        window.rootViewController = navigation
        window.runUntilIdle()
        return (window, navigation)
    }

    @Test("plain rows in landscape on a Dynamic Island iPhone are inset by the safe area plus the margin")
    func plainRowsRespectTheLandscapeSafeArea() throws {
        // iPhone 15 Pro landscape: 852 pt wide, safe area 59 pt left and right; the window is at least
        // 414 pt wide, so the root view's system margin is the wide one, 20 pt (rootViewWideSideMargin).
        let (window, _) = try list("iphone-15-pro", .landscape, style: .plain)
        let text = try #require(window.renderTree().first(.listRowText))
        #expect(close(text.frame.minX, 59 + 20))
        #expect(close(text.frame.maxX, 852 - 59 - 20))
        let separator = try #require(window.renderTree().root.first { $0.role == .separator && $0.size.height == 0.5 })
        #expect(close(separator.frame.minX, 59 + 20))
    }

    @Test("a row longer than the space to the trailing margin is truncated there with an ellipsis")
    func longRowsAreTruncatedAtTheTrailingMargin() throws {
        let long = "A very long row title that cannot possibly fit on one line of an iPhone list"
        let (window, _) = try list("iphone-15-pro", style: .plain, rows: [long, "Short"])
        let texts = window.renderTree().all(.listRowText)
        let line = try #require(texts.first?.typesetText?.lines.first)
        #expect(line.text.hasSuffix("…"))
        // The text view ends at 393 − 16; the truncated line fits inside its 361-pt width.
        #expect(close(try #require(texts.first).frame.maxX, 393 - 16))
        #expect(line.width <= 393 - 16 - 16)
        #expect(texts.last?.typesetText?.lines.first?.text == "Short")
    }

    @Test("on iPad the separators start where the row text does (20-pt regular-width margin)")
    func iPadSeparatorsAlignWithTheText() throws {
        let (window, _) = try list("ipad-pro-11", style: .plain)
        let text = try #require(window.renderTree().first(.listRowText))
        let separator = try #require(window.renderTree().root.first { $0.role == .separator && $0.size.height == 0.5 })
        #expect(close(text.frame.minX, 20))
        #expect(close(separator.frame.minX, text.frame.minX))
        #expect(close(text.frame.maxX, 834 - 20))
    }

    @Test("inset-grouped rows keep 16 pt inside the group on both sides")
    func groupedRowsEndAtTheGroupMargin() throws {
        // iPhone 15 Pro portrait: group from 16 to 393 − 16, text 16 pt inside it.
        let (window, _) = try list("iphone-15-pro", style: .insetGrouped)
        let text = try #require(window.renderTree().first(.listRowText))
        #expect(close(text.frame.minX, 16 + 16))
        #expect(close(text.frame.maxX, 393 - 16 - 16))
        #expect(text.typesetText?.lines.first?.runs.first?.font == Font.systemFont(ofSize: 17, weight: .regular))
    }

    /// A plain `UITableView` separates every row, the last included. Below the rows, before iOS 15 it goes on
    /// with the separators of empty filler rows as tall as the last row, to the bottom of the table; Apple's
    /// `fillerRowHeight` reference gives 0 (no filler rows) as the default from iOS 15 and the automatic height
    /// as the earlier behaviour (and Apple's forum answer on the iOS 15 change calls them "filler rows").
    @Test("a plain list separates its last row; before iOS 15 filler separators continue to the bottom")
    func plainListsSeparateTheLastRowAndFillBelowBeforeIOS15() throws {
        func separators(_ era: Era) throws -> [RenderNode] {
            let window = try Window(device: "iphone-8", orientation: .portrait, era: era)
            window.rootViewController = NavigationController(
                rootViewController: PlaceholderViewController(title: "List", rows: ["One", "Two"], listStyle: .plain))
            window.runUntilIdle()
            // The rows' separators, not the navigation bar's full-width hairline (iOS 12 to 14).
            return window.renderTree().root.allNodes.filter { $0.role == .separator && $0.frame.minX > 0 }
        }
        // iPhone 8: the content starts below the 20-pt status bar and the 44-pt bar, at 64; rows 44 pt tall.
        let modern = try separators(.ios18)
        #expect(modern.count == 2, "one under each row, the last included, no fillers")
        #expect(close(modern[0].frame.maxY, 108) && close(modern[1].frame.maxY, 152))
        // iOS 12: then fillers every 44 pt down to the 667-pt screen's bottom: (667 − 152) / 44 = 11 whole rows.
        let older = try separators(.ios12)
        #expect(older.count == 2 + 11)
        #expect(close(older.map(\.frame.maxY).max() ?? 0, 152 + 11 * 44))
        #expect(older.allSatisfy { close($0.frame.minX, 16) }, "all start at the text's 16-pt margin")
    }

    /// `UITableView.Style.insetGrouped` is iOS 13.0+ (Apple's reference); an iOS 12 grouped table runs edge to
    /// edge with square corners and its text at the layout margin.
    @Test("before iOS 13 a grouped list runs edge to edge, square-cornered")
    func iOS12GroupedListsAreEdgeToEdge() throws {
        let window = try Window(device: "iphone-8", orientation: .portrait, era: .ios12)
        let navigation = NavigationController(
            rootViewController: PlaceholderViewController(
                title: "List", rows: ["One", "Two"], listStyle: .insetGrouped))
        window.rootViewController = navigation
        window.runUntilIdle()
        let tree = window.renderTree()
        let group = try #require(tree.root.first { $0.label == "list" })
        #expect(close(group.frame.minX, 0) && close(group.frame.width, 375))
        #expect(group.cornerRadius == 0)
        let text = try #require(tree.first(.listRowText))
        #expect(close(text.frame.minX, 16), "the 16-pt layout margin of a 375-pt phone")
        let (modern, _) = try list("iphone-15-pro", style: .insetGrouped)
        let inset = try #require(modern.renderTree().root.first { $0.label == "list" })
        #expect(close(inset.frame.minX, 16) && inset.cornerRadius == 10, "iOS 13 and later: inset, rounded")
    }

    @Test("a large title: the bar is 44 + 52 = 96 pt, the 34-pt bold title's baseline 8 pt above its bottom")
    func largeTitleExpandsTheBar() throws {
        let (window, navigation) = try list("iphone-15-pro", style: .insetGrouped)
        navigation.navigationBar.prefersLargeTitles = true
        window.runUntilIdle()
        #expect(close(navigation.navigationBar.frame, Rect(x: 0, y: 59, width: 393, height: 96)))
        let font = Font.systemFont(ofSize: 34, weight: .bold)
        let title = try #require(window.renderTree().first(.largeTitle))
        #expect(title.typesetText?.lines.first?.text == "List")
        #expect(title.typesetText?.lines.first?.runs.first?.font == font)
        #expect(
            close(title.frame, Rect(x: 16, y: 59 + 96 - 8 - font.ascender, width: 393 - 32, height: font.lineHeight)))
        // The inline title gives way to the large one.
        #expect(window.renderTree().all(.label).allSatisfy { $0.typesetText == nil })
        // Content starts below the expanded bar: the group 16 pt under it.
        let group = try #require(window.renderTree().root.first { $0.label == "list" })
        #expect(close(group.frame.minY, 59 + 96 + 16))
    }

    @Test("largeTitleDisplayMode: never on a pushed page collapses the bar; automatic follows the page below")
    func displayModeResolvesThroughTheStack() throws {
        let (window, navigation) = try list("iphone-15-pro", style: .plain)
        navigation.navigationBar.prefersLargeTitles = true
        let never = PlaceholderViewController(title: "Detail", rows: [])
        never.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(never, animated: false)
        window.runUntilIdle()
        #expect(close(navigation.navigationBar.frame.height, 44))
        navigation.pushViewController(PlaceholderViewController(title: "Deeper", rows: []), animated: false)
        window.runUntilIdle()
        #expect(close(navigation.navigationBar.frame.height, 44))
        let always = PlaceholderViewController(title: "Big", rows: [])
        always.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(always, animated: false)
        window.runUntilIdle()
        #expect(close(navigation.navigationBar.frame.height, 96))
    }

    @Test("no large title in compact height (iPhone landscape)")
    func noLargeTitleInLandscape() throws {
        let (window, navigation) = try list("iphone-15-pro", .landscape, style: .plain)
        navigation.navigationBar.prefersLargeTitles = true
        window.runUntilIdle()
        #expect(close(navigation.navigationBar.frame.height, 32))
    }
}
