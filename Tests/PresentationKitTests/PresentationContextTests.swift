import PresentationKit
import Testing

@Suite struct PresentationContextTests {
    /// A split view on an iPad in landscape: a list column and a detail column, each in a navigation controller.
    func splitWindow() throws -> (Window, SplitViewController, NavigationController) {
        let window = try Window(device: "ipad-pro-11", orientation: .landscape)
        let split = SplitViewController()
        let detail = NavigationController(rootViewController: PlaceholderViewController(title: "Detail"))
        split.viewControllers = [
            NavigationController(rootViewController: PlaceholderViewController(title: "List")),
            detail,
        ]
        window.rootViewController = split
        return (window, split, detail)
    }

    @Test func currentContextCoversOnlyTheDefiningPane() throws {
        let (window, _, detail) = try splitWindow()
        let source = try #require(detail.topViewController)
        let presented = try Fixture.present(.currentContext, on: source, in: window)
        #expect(presented.presentingViewController === detail)
        let tree = window.renderTree()
        #expect(tree.presented?.frame == Rect(x: 320, y: 0, width: 874, height: 834))
        #expect(!tree.root.allNodes.contains { $0.label == "Detail" }, "the covered pane's views are removed")
        #expect(tree.root.allNodes.contains { $0.label == "List" })
        presented.dismiss(animated: false)
        window.runUntilIdle()
        #expect(window.renderTree().root.allNodes.contains { $0.label == "Detail" })
    }

    @Test func overCurrentContextKeepsThePane() throws {
        let (window, _, detail) = try splitWindow()
        let source = try #require(detail.topViewController)
        try Fixture.present(.overCurrentContext, on: source, in: window)
        #expect(window.renderTree().root.allNodes.contains { $0.label == "Detail" })
    }

    @Test func withoutADefiningControllerTheTopOfTheChainIsTheContext() throws {
        let window = try Window(device: "iphone-15-pro")
        let root = PlaceholderViewController(title: "Root")
        window.rootViewController = root
        let presented = try Fixture.present(.currentContext, on: root, in: window)
        #expect(presented.presentingViewController === root)
        #expect(window.renderTree().presented?.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func providesPresentationContextTransitionStyleOverridesTheTransition() throws {
        let (window, _, detail) = try splitWindow()
        detail.providesPresentationContextTransitionStyle = true
        detail.modalTransitionStyle = .crossDissolve
        let source = try #require(detail.topViewController)
        let presented = ViewController(title: "Fading")
        presented.modalPresentationStyle = .currentContext
        try source.tryPresent(presented, animated: true)
        window.advance(by: 0.2)
        let node = try #require(window.renderTree().presented)
        #expect(node.alpha > 0 && node.alpha < 1, "cross-dissolve fades instead of sliding")
        #expect(node.frame.minY == 0)
    }

    @Test func fullScreenFromAChildUsesTheRootAsPresenter() throws {
        let (window, split, detail) = try splitWindow()
        let source = try #require(detail.topViewController)
        let presented = try Fixture.present(.fullScreen, on: source, in: window)
        #expect(presented.presentingViewController === split)
        #expect(split.presentedViewController === presented)
        #expect(source.presentedViewController === presented, "a child reports what its ancestor presents, as in UIKit")
    }
}
