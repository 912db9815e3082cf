import PresentationKit
import PresentationScenes
import Testing

/// `adaptive:` rules in scene files: `Fixtures/scenes/adaptive-inspector.yaml` presents its inspector as a
/// popover in regular width and as a medium-detent page sheet in compact width, on an 11-inch iPad Pro in
/// landscape (regular at full width, compact at a third).
@Suite struct AdaptiveSceneTests {
    @Test func decodesTheRules() throws {
        let run = try FixtureRun("adaptive-inspector.yaml")
        guard case .present(let presentation) = run.scene.actions.first?.operation else {
            Issue.record("the first action presents")
            return
        }
        #expect(presentation.style == .pageSheet)
        #expect(presentation.adaptive == [SceneAdaptiveRule(when: .horizontalSizeClass(.regular), style: .popover)])
    }

    @Test func theInspectorSwitchesWithTheWindowWidth() throws {
        let run = try FixtureRun("adaptive-inspector.yaml")
        let runner = try SceneRunner(scene: run.scene)
        try runner.applyNextAction()
        runner.settle()
        let inspector = try #require(runner.presentedControllers["inspector"])
        #expect(inspector.presentationController is PopoverPresentationController)
        try runner.applyNextAction()
        runner.settle()
        #expect(runner.presentedControllers["inspector"] === inspector, "the same controller")
        let sheet = try #require(inspector.presentationController as? SheetPresentationController)
        // The action's sheet settings apply to the compact-width page sheet.
        #expect(sheet.prefersGrabberVisible)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        try runner.applyNextAction()
        runner.settle()
        #expect(inspector.popoverPresentationController?.arrowDirection == .up)
        #expect(run.presented("inspector")?.presentationController is PopoverPresentationController)
    }
}
