import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The code of the DocC article "Snapshot testing on Linux CI"
/// (`Sources/PresentationSnapshotTesting/PresentationSnapshotTesting.docc`), compiled and run;
/// `DocumentationSnippetSyncTests` checks the article shows exactly these lines.
@Suite(.presentationSnapshots) struct ComposeSheetTests {
    static func presentCompose(in window: Window) throws {
        let inbox = NavigationController(
            rootViewController: PlaceholderViewController(title: "Inbox", rows: ["Today", "Yesterday"]))
        window.rootViewController = inbox
        let compose = PlaceholderViewController(title: "Compose", rows: ["To", "Subject"])
        compose.modalPresentationStyle = .formSheet
        try inbox.tryPresent(compose, animated: false)
    }

    @Test func composeSheet() throws {
        let window = try Window(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
        try Self.presentCompose(in: window)
        assertSnapshot(of: window, as: .layout)
    }

    @Test func composeSheetEverywhere() {
        assertPresentationInvariants(on: DeviceMatrix(eras: Era.allCases)) { window in
            try Self.presentCompose(in: window)
        }
    }
}
