import PresentationKit
import Testing

/// A popover grows out of its arrow while it fades in.
@Suite struct PopoverGrowthTests {
    @Test("A popover starts smaller, scaled about its arrow tip, and grows to full size as it fades in")
    func popoverGrowsFromItsArrow() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        let presented = PlaceholderViewController(title: "Options", rows: ["Copy"])
        presented.modalPresentationStyle = .popover
        Fixture.anchorAtBarButton(presented, root: root)
        try root.tryPresent(presented, animated: true)
        window.advance(by: 0.02)  // just after the start, where the popover is faint but drawn
        let start = window.renderTree()
        let content = try #require(start.presented)
        let bubble = try #require(start.first(.popoverBackground))
        // Near the start both are scaled by the same factor below 1 (UIKit grows them "slightly": 0.8 or
        // more) …
        let scale = content.transform.a
        #expect(scale < 1 && scale >= 0.8)
        #expect(close(bubble.transform.a, scale))
        window.runUntilIdle()
        let end = window.renderTree()
        let final = try #require(end.first(.popoverBackground)?.frame)
        // … about the arrow tip: the point a scale by s about which maps the final frame F to the start frame
        // S is (S − s·F) / (1 − s); with the arrow pointing up at the Share button it is on the top edge,
        // under the button.
        let fixedX = (bubble.frame.minX - scale * final.minX) / (1 - scale)
        let fixedY = (bubble.frame.minY - scale * final.minY) / (1 - scale)
        let share = try #require(end.root.first { $0.role == .barItem && $0.label == "Share" })
        #expect(close(fixedY, final.minY, 0.05), "the tip is on the bubble's top edge")
        #expect(
            (share.frame.minX...share.frame.maxX).contains(fixedX),
            "under the button (the arrow keeps clear of the bubble's corner)")
        #expect(end.presented?.transform.a == 1 && end.first(.popoverBackground)?.transform.a == 1)
    }
}
