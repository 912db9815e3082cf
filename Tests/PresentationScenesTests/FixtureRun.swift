import Foundation
import PresentationKit
import PresentationScenes

/// A fixture scene decoded and run to its end.
struct FixtureRun {
    let scene: Scene
    let runner: SceneRunner

    /// Decodes and runs `Fixtures/scenes/<name>`.
    init(_ name: String) throws {
        let url = TestPaths.scenes.appendingPathComponent(name)
        let file = TestPaths.relative(url)
        scene = try SceneDecoder.decode(yaml: String(contentsOf: url, encoding: .utf8), file: file)
        runner = try scene.run(file: file)
    }

    /// What the window shows now.
    var tree: RenderTree { runner.window.renderTree() }

    /// The frames of the presented content, bottom first.
    var presentedFrames: [Rect] { tree.all(.presentedContent).map(\.frame) }

    /// A presented controller by id.
    func presented(_ id: String) -> ViewController? { runner.presentedControllers[id] }
}
