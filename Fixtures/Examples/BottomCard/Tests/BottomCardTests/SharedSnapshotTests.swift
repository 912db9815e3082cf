import BottomCard
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// A test file that builds unchanged for iOS and for Linux: it names nothing but UIKit, swift-snapshot-testing
/// and the `.presentationSnapshots` trait. On an iOS simulator swift-snapshot-testing draws the controller with
/// UIKit and compares it with `theCardOnAnIPhone13Pro.1.png`; on Linux this package draws the device's screen
/// and compares it with `theCardOnAnIPhone13Pro.1.linux.png`.
@MainActor @Suite(.presentationSnapshots) struct SharedSnapshotTests {
    @Test func theCardOnAnIPhone13Pro() {
        assertSnapshot(of: CardHostViewController(), as: .image(on: .iPhone13Pro))
    }
}
