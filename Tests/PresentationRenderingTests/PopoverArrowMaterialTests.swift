import CairoGraphics
import PresentationKit
import PresentationRendering
import Testing

/// A popover's arrow and the bar at its base are one material: in UIKit the popover's content reaches into the
/// arrow (since iOS 13 a navigation bar's background fills it), so no edge or colour step shows where the arrow
/// meets the bar.
@Suite struct PopoverArrowMaterialTests {
    /// A navigation controller in a popover hanging below the Share button, its arrow pointing up. In the
    /// iOS 13 era the popover's bar shows its standard appearance, the bar material, unlike the white list.
    private func popoverWithBar(appearance: UserInterfaceStyle) throws -> RenderTree {
        let share = BarButtonItem(title: "Share")
        let (window, root) = try Scenes.window(
            "ipad-pro-11", orientation: .landscape, era: .ios13, appearance: appearance, shareButton: share)
        let content = NavigationController(
            rootViewController: PlaceholderViewController(title: "Options", rows: ["Copy", "Move"], listStyle: .plain))
        content.preferredContentSize = Size(width: 320, height: 300)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = share
        try root.tryPresent(content, animated: false)
        window.runUntilIdle()
        return window.renderTree()
    }

    @Test(
        "The arrow over a navigation bar is the bar's colour, with no seam at the join",
        arguments: [
            UserInterfaceStyle.light, .dark,
        ])
    func arrowTakesTheBarsColour(appearance: UserInterfaceStyle) throws {
        let tree = try popoverWithBar(appearance: appearance)
        let bubble = try #require(tree.first(.popoverBackground))
        guard case .popoverBubble(_, _, let arrow, _) = bubble.shape, arrow.count == 3 else {
            Issue.record("the popover background has no arrow")
            return
        }
        let tip = arrow[1].applying(bubble.transform)
        let base = arrow[0].applying(bubble.transform)
        #expect(base.y > tip.y, "the arrow points up at the button")
        // The layout dump shows the arrow's own colour, so a review of the dump sees it.
        #expect(tree.textDump().contains("arrow-bg="))
        let rendered = try RenderedImage(tree)
        // The bar's colour 8 pt below the join, inside the popover's 50-pt bar and away from its title.
        let bar = rendered.pixel(x: tip.x, y: base.y + 8)
        // From just inside the tip, through the join, into the bar: one colour, within 2 of 255 per channel
        // (antialiasing and rounding), and nowhere a darker or lighter line.
        var y = tip.y + 3
        while y < base.y + 8 {
            let pixel = rendered.pixel(x: tip.x, y: y)
            #expect(
                abs(Int(pixel.red) - Int(bar.red)) <= 2 && abs(Int(pixel.green) - Int(bar.green)) <= 2
                    && abs(Int(pixel.blue) - Int(bar.blue)) <= 2,
                "\(appearance) at y \(y): \(pixel) against the bar's \(bar)")
            y += 0.5
        }
        // The bar material differs from the popover's plain background, so the check above is not vacuous.
        let list = rendered.pixel(x: tip.x, y: base.y + 50 + 30)
        #expect(list != bar, "\(appearance): the list below the bar is \(list), the bar \(bar)")
    }
}
