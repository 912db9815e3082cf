import Foundation
import PresentationKit
import Testing

/// The layout dump's JSON form and number format. (The reference dumps themselves are snapshot tests in
/// `PresentationSnapshotTestingTests/LayoutDumpSnapshotTests`.)
@Suite struct LayoutDumpTests {
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

    /// A scene's `displayCornerRadius: 1e308` reached the dump and trapped converting hundredths to `Int`.
    @Test func hugeFiniteNumbersPrintWithoutTrapping() {
        #expect(LayoutNumberFormat.compact(1e308) == "1e+308")
        #expect(LayoutNumberFormat.compact(-9.3e16) == "-9.3e+16")
        #expect(LayoutNumberFormat.compact(LayoutNumberFormat.largestExactMagnitude) == "90071992547409.92")
        #expect(LayoutNumberFormat.fixed(1e300, decimals: 3) == "1e+300")
        #expect(LayoutNumberFormat.fixed(-2.5e12, decimals: 3) == "-2500000000000")
    }
}
