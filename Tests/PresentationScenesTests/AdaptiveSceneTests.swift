import PresentationKit
import PresentationScenes
import Testing

/// `adaptive:` rules in scene files: `Fixtures/scenes/adaptive-inspector.yaml` is the inspector of
/// PSPDFKit's article, a popover in regular width and the "half modal" custom presentation in compact
/// width, on an 11-inch iPad Pro in landscape (regular at full width, compact at a third).
@Suite struct AdaptiveSceneTests {
    @Test func decodesTheRules() throws {
        let run = try FixtureRun("adaptive-inspector.yaml")
        guard case .present(let presentation) = run.scene.actions.first?.operation else {
            Issue.record("the first action presents")
            return
        }
        #expect(presentation.style == .custom)
        #expect(
            presentation.custom
                == SceneCustomPresentation(
                    name: "half modal", height: .fraction(0.4), dimming: false, passthrough: true))
        #expect(presentation.adaptive == [SceneAdaptiveRule(when: .horizontalSizeClass(.regular), style: .popover)])
    }

    /// At a third the window is 375 × 834 pt with 24 pt of status bar above and 20 pt of home indicator
    /// below: 40 % of the safe height (834 − 24 − 20 = 790) is 316 pt of content, 316 + 20 = 336 pt tall,
    /// at y = 834 − 336 = 498, the window's full width.
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
        let halfModal = try #require(inspector.presentationController as? SceneCustomPresentationController)
        #expect(halfModal.settings.name == "half modal")
        #expect(inspector.view.frame == Rect(x: 0, y: 498, width: 375, height: 336))
        #expect(runner.window.statusBarOwner === runner.window.rootViewController?.children.first)
        try runner.applyNextAction()
        runner.settle()
        #expect(inspector.popoverPresentationController?.arrowDirection == .up)
        #expect(run.presented("inspector")?.presentationController is PopoverPresentationController)
    }

    /// The half modal passes touches through: after the switch a touch on "Page 1" reaches the document.
    @Test func theDocumentStaysInteractiveAboveTheHalfModal() throws {
        let run = try FixtureRun("adaptive-inspector.yaml")
        let runner = try SceneRunner(scene: run.scene)
        try runner.run(upTo: 2)
        runner.settle()
        let window = runner.window
        let row = try #require(window.renderTree().all(.listRow).first { $0.label == "Page 1" })
        let hit = window.hitTest(Point(x: row.frame.midX, y: row.frame.midY), with: nil)
        #expect(hit?.isDescendant(of: try #require(window.rootViewController?.view)) == true)
    }
}
