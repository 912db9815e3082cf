import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// Reference images of the system chrome around an app: tab bars in their layouts, and the screen's status
/// bar and home indicator over a Split View slice.
@Suite(.presentationSnapshots) struct ChromeReferenceImageTests {
    /// A tab bar controller of three navigation tabs (House, Search, Settings), the first selected; the
    /// first tab's rows reach under the bar when `longList`.
    static func tabs(longList: Bool) -> String {
        let rows = longList ? (1...20).map { "Row \($0)" }.joined(separator: ", ") : "Welcome, News"
        return """
            tabBar:
                tabs:
                  - navigation: { title: Home, tabSymbol: house, rows: [\(rows)], listStyle: plain }
                  - navigation: { title: Search, tabSymbol: magnifyingglass, rows: [Recent] }
                  - navigation: { title: Settings, tabSymbol: gearshape, rows: [General] }
            """
    }

    static func window(
        _ device: String, orientation: InterfaceOrientation = .portrait, multitasking: MultitaskingWidth = .fullScreen,
        era: Era = .ios18, root: String
    ) throws -> Window {
        let yaml = """
            device: \(device)
            orientation: \(orientation.rawValue)
            multitasking: \(multitasking.rawValue)
            era: \(era.rawValue)
            root:
              \(root.replacingOccurrences(of: "\n", with: "\n  "))
            """
        return try ReferenceScene.run(yaml, name: device).window
    }

    @Test("Tab bars: stacked on iPhone portrait, inline in landscape and on iPad, floating on iPadOS 18")
    func tabBars() throws {
        let cases: [(String, Window)] = [
            ("iphone-15-pro.long-list", try Self.window("iphone-15-pro", root: Self.tabs(longList: true))),
            ("iphone-15-pro.short-list", try Self.window("iphone-15-pro", root: Self.tabs(longList: false))),
            (
                "iphone-15-pro.landscape",
                try Self.window("iphone-15-pro", orientation: .landscape, root: Self.tabs(longList: true))
            ),
            ("ipad-air-11-m2.ios17", try Self.window("ipad-air-11-m2", era: .ios17, root: Self.tabs(longList: true))),
            ("ipad-air-11-m2.ios18", try Self.window("ipad-air-11-m2", root: Self.tabs(longList: false))),
        ]
        for (name, window) in cases {
            assertSnapshot(of: window, as: ReferenceImageSnapshotTests.strategy, named: "tab-bar.\(name)")
        }
    }

    @Test("A Slide Over window is a floating card: no status bar, rounded corners, its handle on top")
    func slideOverCards() throws {
        // The handle is the pill up to iPadOS 14 and the multitasking control's three dots from iPadOS 15.
        for era in [Era.ios13, .ios18] {
            let window = try Self.window(
                "ipad-air-11-m2", orientation: .landscape, multitasking: .slideOver, era: era,
                root: "navigation: { title: Notes, rows: [Groceries, Ideas] }")
            assertSnapshot(of: window, as: ReferenceImageSnapshotTests.strategy, named: "slide-over.\(era.rawValue)")
        }
    }

    @Test("A Split View slice shows the part of the screen's status bar and home indicator over it")
    func splitViewSlices() throws {
        for width in [MultitaskingWidth.oneThird, .half] {
            let window = try Self.window(
                "ipad-air-11-m2", orientation: .landscape, multitasking: width,
                root: "navigation: { title: Notes, rows: [Groceries, Ideas] }")
            assertSnapshot(of: window, as: ReferenceImageSnapshotTests.strategy, named: "split.\(width.rawValue)")
        }
    }
}
