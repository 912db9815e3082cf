import PresentationKit
import Testing

/// The touch-forwarding view keeps the presenting content interactive around the half modal, as in the
/// PSPDFKit article; the popover does the same with passthrough views.
@Suite struct HalfModalHitTestingTests {
    /// The centre of the list row titled `title`, on the window.
    static func centre(ofRow title: String, in window: Window) throws -> Point {
        let row = try #require(window.renderTree().root.allNodes.first { $0.role == .listRow && $0.label == title })
        return Point(x: row.frame.midX, y: row.frame.midY)
    }

    @Test func touchesAboveTheHalfModalReachThePresentingContent() throws {
        let window = try Window(device: "iphone-15-pro")
        let document = try DocumentViewController.showInspector(in: window)
        let hit = try #require(window.hitTest(try Self.centre(ofRow: "Page 1", in: window), with: nil))
        #expect(hit.isDescendant(of: document.view))
        #expect(hit.label == "Page 1")
        let buttonView = try #require(document.inspectorButton.view)
        #expect(window.hitTest(buttonView.convert(buttonView.bounds.center, to: nil), with: nil) === buttonView)
    }

    @Test func touchesOnTheHalfModalStayInTheInspector() throws {
        let window = try Window(device: "iphone-15-pro")
        let document = try DocumentViewController.showInspector(in: window)
        let inspector = document.inspectorPresenter.inspector
        let hit = try #require(window.hitTest(try Self.centre(ofRow: "Line width", in: window), with: nil))
        #expect(hit.isDescendant(of: inspector.view))
    }

    @Test func withoutPassthroughViewsTheForwardingViewTakesTheTouch() throws {
        let window = try Window(device: "iphone-15-pro")
        let document = try DocumentViewController.showInspector(in: window)
        let controller = try #require(
            document.inspectorPresenter.inspector.presentationController
                as? HalfModalPresentationController)
        controller.touchForwardingView.passthroughViews = []
        #expect(
            window.hitTest(try Self.centre(ofRow: "Page 1", in: window), with: nil) === controller.touchForwardingView,
            "the presentation would be modal without forwarding")
    }

    @Test func theForwardingViewSitsAtTheBackOfTheContainer() throws {
        let window = try Window(device: "iphone-15-pro")
        let document = try DocumentViewController.showInspector(in: window)
        let controller = try #require(
            document.inspectorPresenter.inspector.presentationController
                as? HalfModalPresentationController)
        let container = try #require(controller.containerView)
        #expect(container.subviews.first === controller.touchForwardingView)
        #expect(controller.touchForwardingView.frame == container.bounds)
    }

    @Test func thePopoverLetsTouchesThroughToTheDocument() throws {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        let document = try DocumentViewController.showInspector(in: window)
        let hit = try #require(window.hitTest(try Self.centre(ofRow: "Page 6", in: window), with: nil))
        #expect(hit.isDescendant(of: document.view))
    }
}
