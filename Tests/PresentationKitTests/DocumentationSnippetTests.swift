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
}
