import PresentationKit
import PresentationScenes
import Testing

/// The code of the DocC article "Writing scenes" (`Sources/PresentationScenes/PresentationScenes.docc`),
/// compiled and run; `DocumentationSnippetSyncTests` checks the article shows exactly these lines.
@Suite struct DocumentationSnippetTests {
    @Test func writingScenes() throws {
        let path = TestPaths.scenes.appendingPathComponent("adaptive-inspector.yaml").path

        let scene = try SceneDecoder.decode(contentsOf: path)
        let runner = try scene.run(file: path)
        print(runner.window.layoutDump())
        print(runner.window.presentationDecisionsDump())

        let onIOS17 = try SceneDecoder.decode(contentsOf: path, overrides: SceneOverrides(era: .ios17))
        let stepper = try SceneRunner(scene: onIOS17)
        try stepper.run(upTo: 2)  // actions 0 and 1: the inspector, then the resize to a third
        stepper.settle()

        // At the end the window is back at full width and the inspector is a popover again; the stepper
        // stopped at a third, where it is the half modal.
        #expect(runner.presentedControllers["inspector"]?.presentationController is PopoverPresentationController)
        let halfModal = stepper.presentedControllers["inspector"]?.presentationController
        #expect((halfModal as? SceneCustomPresentationController)?.settings.name == "half modal")
    }
}
