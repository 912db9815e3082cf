import CairoGraphics
import Foundation
import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// Transition contact sheets: frames evenly spaced from the start of an action until the window stops
/// changing, drawn into a grid; the project's own scenes are recorded this way.
@Suite(.presentationSnapshots) struct TransitionSnapshotTests {
    @Test func stackingASecondSheet() throws {
        let scene = try SceneDecoder.decode(
            contentsOf: RepositoryPaths.scenes.appendingPathComponent("stacked-sheets.yaml").path)
        assertSnapshot(of: scene, as: .transition(ofAction: 1, frames: 8, columns: 4, scale: 0.25))
    }

    @Test func theSheetHasAFrameForEveryColumnAndRow() throws {
        let scene = try SceneDecoder.decode(
            contentsOf: RepositoryPaths.scenes.appendingPathComponent("stacked-sheets.yaml").path)
        let image = try Self.contactSheet(of: scene, action: 0, frames: 6, columns: 3, scale: 0.25)
        // iPhone frames at 0.25 px/pt, 3 columns with 12-pt gaps, 16-pt margins, title and labels.
        let frame = (
            width: (scene.device.portraitSize.width * 0.25).rounded(),
            height: (scene.device.portraitSize.height * 0.25).rounded()
        )
        #expect(image.width == Int(2 * 16 + 3 * frame.width + 2 * 12))
        #expect(image.height == Int(2 * 16 + 26 + 2 * (frame.height + 18) + 12))
    }

    @Test func anActionWithoutAnimationGivesOneFrame() throws {
        let scene = try SceneDecoder.decode(
            yaml: """
                device: iphone-se
                root: { plain: { title: A } }
                actions: [{ present: { id: b, style: fullScreen, animated: false, content: { plain: { title: B } } } }]
                """, file: "still.yaml")
        let image = try Self.contactSheet(of: scene, action: 0, frames: 6, columns: 3, scale: 0.25)
        #expect(image.width == Int(2 * 16 + (375 * 0.25).rounded()), "a single column")
    }

    @Test func aMissingActionFailsWithoutASnapshot() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let scene = try SceneDecoder.decode(
            contentsOf: RepositoryPaths.scenes.appendingPathComponent("stacked-sheets.yaml").path)
        let message = try #require(sandbox.verify(scene, as: .transition(ofAction: 7), record: .all))
        #expect(message.contains("cannot be filmed: the scene has 2 actions (0…1); there is no action 7"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("png").path))
    }

    @Test func aStartThatThrowsFailsWithoutASnapshot() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let window = try Window(device: "iphone-se")
        let message = try #require(
            sandbox.verify(
                window,
                as: .transition(duration: 0.4) { window in
                    try window.rotate(to: .landscape)
                    throw ConfigurationError.unknownDevice("no", suggestion: nil)
                }, record: .all))
        #expect(message.contains("the transition cannot be filmed"))
    }

    /// The contact sheet pixels the scene strategy makes for one action.
    static func contactSheet(of scene: Scene, action: Int, frames: Int, columns: Int, scale: Double) throws -> RGBAImage
    {
        var result: SnapshotImage?
        Snapshotting<Scene, SnapshotImage>.transition(ofAction: action, frames: frames, columns: columns, scale: scale)
            .snapshot(scene).run { result = $0 }
        guard case .image(let image) = try #require(result) else { throw SnapshotTestError.noImage }
        return image
    }
}
