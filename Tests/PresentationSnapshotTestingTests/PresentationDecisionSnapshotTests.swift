import Foundation
import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The decision trace of the adaptive inspector, as checked-in text: the popover at full width, the half
/// modal at a third (the manager's fallback), the popover again (rule 0), each with UIKit's own line in the
/// traits the presentation lives in.
@Suite(.presentationSnapshots) struct PresentationDecisionSnapshotTests {
    @Test func adaptiveInspectorScene() throws {
        let path = RepositoryPaths.scenes.appendingPathComponent("adaptive-inspector.yaml").path
        let scene = try SceneDecoder.decode(yaml: String(contentsOfFile: path, encoding: .utf8), file: path)
        assertSnapshot(of: try scene.run(file: path), as: .presentationDecisions)
    }
}
