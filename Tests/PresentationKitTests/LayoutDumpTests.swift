import Foundation
import Testing
import PresentationKit

/// Text-dump snapshots of a representative set of layouts, the reviewable truth checked into the repo.
@Suite struct LayoutDumpTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let device: String
        let orientation: InterfaceOrientation
        let multitasking: MultitaskingWidth
        let era: Era
        let appearance: UserInterfaceStyle
        let build: @Sendable (Window, NavigationController) throws -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "page-sheet.iphone-15-pro.ios18", device: "iphone-15-pro", orientation: .portrait,
             multitasking: .fullScreen, era: .ios18, appearance: .light) { window, root in
            try Fixture.present(.pageSheet, on: root, in: window)
        },
        Case(name: "form-sheet.ipad-pro-11.landscape.ios17", device: "ipad-pro-11", orientation: .landscape,
             multitasking: .fullScreen, era: .ios17, appearance: .light) { window, root in
            try Fixture.present(.formSheet, on: root, in: window)
        },
        Case(name: "popover.ipad-air-11-m2.portrait.ios18", device: "ipad-air-11-m2", orientation: .portrait,
             multitasking: .fullScreen, era: .ios18, appearance: .light) { window, root in
            try Fixture.present(.popover, on: root, in: window) { Fixture.anchorAtBarButton($0, root: root) }
        },
        Case(name: "form-sheet.iphone-8.ios12", device: "iphone-8", orientation: .portrait,
             multitasking: .fullScreen, era: .ios12, appearance: .light) { window, root in
            try Fixture.present(.formSheet, on: root, in: window)
        },
        Case(name: "page-sheet.ipad-9.landscape.ios12", device: "ipad-9", orientation: .landscape,
             multitasking: .fullScreen, era: .ios12, appearance: .light) { window, root in
            try Fixture.present(.pageSheet, on: root, in: window)
        },
        Case(name: "stacked-sheets.iphone-16-pro.ios18", device: "iphone-16-pro", orientation: .portrait,
             multitasking: .fullScreen, era: .ios18, appearance: .light) { window, root in
            let first = try Fixture.present(.pageSheet, on: root, in: window)
            try Fixture.present(.pageSheet, on: first, in: window)
        },
        Case(name: "medium-detent.iphone-14.ios17.dark", device: "iphone-14", orientation: .portrait,
             multitasking: .fullScreen, era: .ios17, appearance: .dark) { window, root in
            try Fixture.present(.pageSheet, on: root, in: window) {
                $0.sheetPresentationController?.detents = [.medium(), .large()]
                $0.sheetPresentationController?.prefersGrabberVisible = true
            }
        },
        Case(name: "automatic.ipad-mini-6.slide-over.ios18", device: "ipad-mini-6", orientation: .landscape,
             multitasking: .slideOver, era: .ios18, appearance: .light) { window, root in
            try Fixture.present(.automatic, on: root, in: window)
        },
        Case(name: "page-sheet.iphone-16-pro-max.landscape.ios18", device: "iphone-16-pro-max",
             orientation: .landscape, multitasking: .fullScreen, era: .ios18, appearance: .light) { window, root in
            try Fixture.present(.pageSheet, on: root, in: window)
        },
        Case(name: "over-full-screen.iphone-13-mini.ios15", device: "iphone-13-mini", orientation: .portrait,
             multitasking: .fullScreen, era: .ios15, appearance: .light) { window, root in
            try Fixture.present(.overFullScreen, on: root, in: window)
        },
    ]

    @Test(arguments: cases)
    func dumpMatchesTheReference(_ testCase: Case) throws {
        let (window, root) = try Fixture.window(testCase.device, testCase.orientation, testCase.multitasking,
                                                era: testCase.era, appearance: testCase.appearance)
        try testCase.build(window, root)
        try ReferenceFile.assertMatches(window.layoutDump(), suite: "LayoutDumpTests", name: testCase.name)
    }

    @Test func jsonRoundTripsAndIsDeterministic() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        try Fixture.present(.popover, on: root, in: window) { Fixture.anchorAtBarButton($0, root: root) }
        let tree = window.renderTree()
        let data = try tree.jsonData()
        #expect(try RenderTree.decode(from: data) == tree)
        #expect(try window.renderTree().jsonData() == data)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.contains("\"role\" : \"popover-background\""))
    }

    @Test func dumpNumbersAreStable() {
        #expect(LayoutNumberFormat.compact(16.4175) == "16.42")
        #expect(LayoutNumberFormat.compact(-0.001) == "0")
        #expect(LayoutNumberFormat.compact(10) == "10")
        #expect(LayoutNumberFormat.compact(0.5) == "0.5")
        #expect(LayoutNumberFormat.compact(-3.05) == "-3.05")
        #expect(LayoutNumberFormat.fixed(0.3441, decimals: 3) == "0.344")
        #expect(LayoutNumberFormat.fixed(2, decimals: 3) == "2.000")
    }
}
