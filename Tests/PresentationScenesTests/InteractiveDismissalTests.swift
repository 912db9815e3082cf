import PresentationKit
import PresentationScenes
import Testing

/// The `dismissInteractively` action and the `animate` key.
@Suite struct InteractiveDismissalTests {
    private static let base = """
        device: iphone-15-pro
        root: { navigation: { title: Home } }
        actions:
          - present: { id: sheet, style: pageSheet, animated: false }

        """

    private func decode(_ actions: String) throws -> Scene {
        try SceneDecoder.decode(yaml: Self.base + actions, file: "drag.yaml")
    }

    private func message(_ actions: String) -> String? {
        #expect(throws: SceneError.self) { try decode(actions) }?.description
    }

    @Test func decodesWithDefaults() throws {
        let scene = try decode("  - dismissInteractively: { id: sheet, progress: [0.3] }\nanimate: 1")
        #expect(
            scene.actions[1].operation
                == .dismissInteractively(
                    SceneInteractiveDismissal(
                        id: "sheet", progress: [0.3], release: .finish, drag: 0.15, hold: 0.25)))
        #expect(scene.animatedAction == 1)
    }

    @Test func fingerMovesInStraightDragsAndHolds() {
        let script = SceneInteractiveDismissal(id: "s", progress: [0.2, 0.6], drag: 0.1, hold: 0.3)
        #expect(script.releaseTime == 0.8)
        #expect(script.progress(at: 0) == 0)
        #expect(abs(script.progress(at: 0.05) - 0.1) < 1e-12)
        #expect(script.progress(at: 0.25) == 0.2)
        #expect(abs(script.progress(at: 0.45) - 0.4) < 1e-12)
        #expect(script.progress(at: 0.7) == 0.6 && script.progress(at: 5) == 0.6)
    }

    @Test func finishedDragDismissesAndLaterActionsSeeItGone() throws {
        let scene = try decode("  - dismissInteractively: { id: sheet, progress: [0.4, 0.9] }")
        let runner = try scene.run(file: "drag.yaml")
        #expect(runner.window.rootViewController?.presentedViewController == nil)
        #expect(runner.window.renderTree().first(.presentedContent) == nil)
        let events = runner.window.callbackTrace.map(\.event)
        #expect(
            events.contains("presentationControllerWillDismiss") && events.contains("presentationControllerDidDismiss"))
        #expect(
            message("  - dismissInteractively: { id: sheet, progress: [0.5] }\n  - dismiss: sheet")
                == "drag.yaml:6:14: actions[2].dismiss: 'sheet' is not presented any more (dismissed by actions[1].dismissInteractively)"
        )
    }

    @Test func cancelledDragKeepsThePresentation() throws {
        let scene = try decode(
            "  - dismissInteractively: { id: sheet, progress: [0.5], release: cancel }\n  - dismiss: sheet")
        let runner = try SceneRunner(scene: scene, file: "drag.yaml")
        try runner.run(upTo: 2)
        #expect(runner.presentedControllers["sheet"] != nil)
        #expect(!runner.isDragging && !runner.window.isTransitioning)
        #expect(runner.window.callbackTrace.contains { $0.event == "dismissalTransitionDidEnd(false)" })
        try runner.runToEnd()
        #expect(runner.window.renderTree().first(.presentedContent) == nil)
    }

    @Test func clockDrivenDragHoldsTheSheetUntilRelease() throws {
        let scene = try decode(
            "  - dismissInteractively: { id: sheet, progress: [0.5], drag: 0, hold: 1, release: cancel }")
        let runner = try SceneRunner(scene: scene, file: "drag.yaml")
        try runner.run(upTo: 1)
        let settled = try #require(runner.window.renderTree().first(.presentedContent)?.frame.minY)
        try runner.applyNextAction()
        runner.advance(to: runner.window.clock + 0.9)
        #expect(runner.isDragging && runner.window.transitionProgress == 0.5)
        #expect(try #require(runner.window.renderTree().first(.presentedContent)?.frame.minY) > settled + 100)
        runner.advance(to: runner.window.clock + 0.2)
        #expect(!runner.isDragging, "released at 1 s")
        runner.settle()
        #expect(runner.window.isIdle && runner.window.renderTree().first(.presentedContent)?.frame.minY == settled)
    }

    @Test func modalSheetRefusesTheDragAndNothingMoves() throws {
        let text = """
            device: iphone-15-pro
            root: { plain: {} }
            actions:
              - present: { id: sheet, style: pageSheet, animated: false, modalInPresentation: true }
              - dismissInteractively: { id: sheet, progress: [0.5], release: cancel }
            """
        let runner = try SceneDecoder.decode(yaml: text, file: "modal.yaml").run(file: "modal.yaml")
        #expect(runner.window.callbackTrace.last?.event == "presentationControllerDidAttemptToDismiss")
        #expect(runner.window.renderTree().first(.presentedContent) != nil)
    }

    @Test(arguments: [
        (
            "  - dismissInteractively: { id: sheet, progress: [] }",
            "drag.yaml:5:50: actions[1].dismissInteractively.progress: needs at least one progress value"
        ),
        (
            "  - dismissInteractively: { id: sheet, progress: [0.2, 1.5] }",
            "drag.yaml:5:56: actions[1].dismissInteractively.progress[1]: must be between 0 and 1, got 1.5"
        ),
        (
            "  - dismissInteractively: { id: sheet, progress: [0.2], release: cancle }",
            "drag.yaml:5:66: actions[1].dismissInteractively.release: unknown release 'cancle' (did you mean 'cancel'?)"
        ),
        (
            "  - dismissInteractively: { id: shet, progress: [0.2] }",
            "drag.yaml:5:33: actions[1].dismissInteractively.id: unknown presentation 'shet' (did you mean 'sheet'?)"
        ),
        ("animate: 2", "drag.yaml:5:10: animate: must be between 0 and 0, got 2"),
        ("animate: first", "drag.yaml:5:10: animate: expected a whole number, got 'first'"),
    ])
    func mistakesAreLocated(_ actions: String, _ expected: String) {
        #expect(message(actions) == expected)
    }
}
