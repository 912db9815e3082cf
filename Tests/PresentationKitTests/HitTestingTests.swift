import PresentationKit
import Testing

@Suite struct HitTestingTests {
    @Test func hitTestFindsTheFrontmostViewAndRespectsTransforms() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let front = View(frame: Rect(x: 50, y: 50, width: 50, height: 50))
        parent.addSubview(back)
        parent.addSubview(front)
        #expect(parent.hitTest(Point(x: 75, y: 75), with: nil) === front)
        #expect(parent.hitTest(Point(x: 10, y: 10), with: nil) === back)
        #expect(parent.hitTest(Point(x: 100, y: 10), with: nil) == nil, "max edge is outside")
        front.isHidden = true
        #expect(parent.hitTest(Point(x: 75, y: 75), with: nil) === back)
        front.isHidden = false
        front.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        #expect(parent.hitTest(Point(x: 55, y: 55), with: nil) === back)
        #expect(parent.hitTest(Point(x: 75, y: 75), with: nil) === front)
    }

    @Test func popoverDimmingPassesTouchesToPassthroughViews() throws {
        let (window, root) = try Fixture.window("ipad-pro-11", .landscape)
        let list = try #require(root.topViewController)
        let popover = try Fixture.present(.popover, on: root, in: window) { Fixture.anchorAtBarButton($0, root: root) }
        let point = Point(x: 100, y: 400)
        #expect(window.hitTest(point, with: nil) is DimmingView)
        popover.popoverPresentationController?.passthroughViews = [list.view]
        let hit = try #require(window.hitTest(point, with: nil))
        #expect(hit.isDescendant(of: list.view))
        #expect(window.hitTest(Point(x: 1150, y: 50), with: nil)?.role == .barItem, "bar items pass through")
    }

    @Test func convertMapsThroughScaledPresenters() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.pageSheet, on: root, in: window)
        let topLeft = root.view.convert(Point.zero, to: nil)
        #expect(close(topLeft.y, 59) && close(topLeft.x, 393 * (1 - 0.9165) / 2))
        let back = root.view.convert(topLeft, from: nil)
        #expect(close(back.x, 0, 1e-9) && close(back.y, 0, 1e-9))
    }
}
