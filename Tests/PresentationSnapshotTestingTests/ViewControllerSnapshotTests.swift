import CairoGraphics
import Foundation
import PresentationKit
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// `assertSnapshot(of: controller, as: .image(on: …))` as iOS engineers write it with swift-snapshot-testing,
/// against checked-in references: the controller on a fresh window of the device, settled, drawn at the
/// device's scale.
@Suite(.presentationSnapshots) struct ViewControllerSnapshotTests {
    @Test func inboxOnAnIPhone15Pro() {
        assertSnapshot(of: Inbox.make(), as: .image(on: .iPhone15Pro))
    }

    /// A controller that presents a form sheet while appearing: the sheet is settled and drawn.
    @Test func composeSheetOnAnIPadPro11InLandscape() {
        assertSnapshot(of: ComposingInboxController(), as: .image(on: .iPadPro11(.landscape)))
    }

    @Test func darkInboxOnAnIPhoneSe() {
        assertSnapshot(
            of: Inbox.make(), as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
