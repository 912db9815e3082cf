import PresentationKit
import Testing

/// The code of the DocC article "Getting started" (`Sources/PresentationKit/PresentationKit.docc`),
/// compiled and run; `DocumentationSnippetSyncTests` checks the article shows exactly these lines.
@Suite struct DocumentationSnippetTests {
    @Test func gettingStarted() throws {
        let window = try Window(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let inbox = NavigationController(
            rootViewController: PlaceholderViewController(title: "Inbox", rows: ["Today", "Yesterday", "Last week"]))
        window.rootViewController = inbox

        let compose = PlaceholderViewController(title: "Compose", rows: ["To", "Subject"], listStyle: .plain)
        compose.modalPresentationStyle = .pageSheet
        compose.sheetPresentationController?.detents = [.medium(), .large()]
        compose.sheetPresentationController?.prefersGrabberVisible = true
        try inbox.tryPresent(compose, animated: true)
        window.runUntilIdle()

        print(window.layoutDump())
        let tree = window.renderTree()

        // The medium detent on an iPhone 15 Pro (852 pt tall, 34 pt home-indicator inset): half the height
        // the large detent allows, as the README's dump shows, with the grabber on top.
        #expect(abs(compose.view.frame.minY - 443.67) < 0.01)
        #expect(tree.first(.grabber) != nil)
    }

    /// The article "Transitions and animation": animations keep their model values and run on the window's clock.
    @Test func animationsRunOnTheWindowsClock() throws {
        let window = try Window(device: "iphone-15-pro")
        let controller = ViewController()
        window.rootViewController = controller
        let card = View(frame: Rect(x: 20, y: 100, width: 120, height: 80))
        card.backgroundColor = .systemBlue
        card.alpha = 0
        let sheet = View(frame: Rect(x: 0, y: 852, width: 393, height: 400))
        sheet.backgroundColor = .systemBackground
        controller.view.addSubview(card)
        controller.view.addSubview(sheet)
        let target = Rect(x: 0, y: 452, width: 393, height: 400)

        View.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { card.alpha = 1 })
        // UIKit's sheet spring.
        View.animate(springDampingRatio: 1, response: 0.344) { sheet.frame = target }
        // One frame later.
        window.advance(by: 1 / 60)

        // The model values are the new ones at once; what the window shows is one frame into each curve.
        #expect(card.alpha == 1 && sheet.frame == target)
        let shown = window.renderTree().root.allNodes
        let shownCard = try #require(shown.first { $0.frame.size == Size(width: 120, height: 80) })
        #expect(shownCard.alpha > 0 && shownCard.alpha < 1)
        let shownSheet = try #require(shown.first { $0.frame.size == Size(width: 393, height: 400) })
        #expect(shownSheet.frame.minY > 452 && shownSheet.frame.minY < 852)
    }
}
