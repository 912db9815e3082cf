import Foundation
import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The layout strategies fail on a moved frame naming the view and the move, with the failed dump and
/// the patch as artifacts.
@Suite struct LayoutSnapshotTests {
    @Test func aMovedFrameFailsNamingTheViewAndTheMove() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let placement = Placement(Rect(x: 0, y: 500, width: 393, height: 352))
        _ = sandbox.verify(try placement.window(), as: .layout, record: .all)
        let moved = Placement(Rect(x: 0, y: 510, width: 393, height: 342))
        let window = try moved.window()

        let message = try #require(sandbox.verify(window, as: .layout))
        #expect(
            message.contains(
                """
                The layout differs from the reference in 5 lines:
                  presented-content "Panel": frame (0,500,393,352) → (0,510,393,342), moved 10 down, 10 shorter
                  view "list": frame (0,500,393,44) → (0,510,393,44), moved 10 down
                  list-row "A": frame (0,500,393,44) → (0,510,393,44), moved 10 down
                  separator: frame (16,543.5,377,0.5) → (16,553.5,377,0.5), moved 10 down
                  list-row-text: frame (16,500,361,44) → (16,510,361,44), moved 10 down
                """))
        #expect(message.contains("−    presented-content \"Panel\" (0,500,393,352)"))
        #expect(message.contains("+    presented-content \"Panel\" (0,510,393,342)"))
        #expect(try String(contentsOf: sandbox.artifact("txt"), encoding: .utf8) == window.layoutDump())
        let patch = try String(contentsOf: sandbox.difference("difference.patch"), encoding: .utf8)
        #expect(patch.hasPrefix("@@ "))
        #expect(message.contains("difference.patch: \"file://"))
    }

    @Test func aChangedLookIsDescribedByItsAttributes() {
        let summary = LayoutDifferenceProbe.summary(
            reference: "window a\n  dimming \"dimming\" (0,0,10,10) bg=#00000033\n",
            actual: "window a\n  dimming \"dimming\" (0,0,10,10) bg=#0000007A\n")
        #expect(
            summary == """
                The layout differs from the reference in 1 line:
                  dimming "dimming": `bg=#00000033` → `bg=#0000007A`
                """)
    }

    @Test func addedAndRemovedViewsAreListed() {
        let summary = LayoutDifferenceProbe.summary(
            reference: "window a\n  grabber \"grabber\" (1,2,36,5)\n",
            actual: "window a\n  popover-background \"popover\" (1,2,3,4)\n")
        #expect(summary.contains("added: popover-background \"popover\" (1,2,3,4)"))
        #expect(summary.contains("removed: grabber \"grabber\" (1,2,36,5)"))
    }

    @Test func layoutJSONFailsWithTheSameAccount() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(
            try Placement(Rect(x: 0, y: 500, width: 393, height: 352)).window(), as: .layoutJSON, record: .all)
        let message = try #require(
            sandbox.verify(
                try Placement(Rect(x: 5, y: 500, width: 393, height: 352)).window(),
                as: .layoutJSON))
        #expect(message.contains("presented-content \"Panel\": frame (0,500,393,352) → (5,500,393,352), moved 5 right"))
        #expect(FileManager.default.fileExists(atPath: sandbox.artifact("json").path))
    }

    @Test func aLayoutWithANonFiniteNumberCannotBeWrittenAsJSON() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let placement = Placement(Rect(x: 0, y: 500, width: 393, height: 352))
        let window = try placement.window()
        window.rootViewController?.presentedViewController?.view.transform = AffineTransform(
            a: .nan, b: 0, c: 0, d: 1,
            tx: 0, ty: 0)
        let message = try #require(sandbox.verify(window, as: .layoutJSON, record: .all))
        #expect(message.hasPrefix("Could not take the snapshot \"snapshot\": the layout cannot be written as JSON:"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("json").path))
    }

    @Test func aSceneRunnerSnapshotsItsWindow() throws {
        let runner = try SceneDecoder.decode(
            contentsOf: RepositoryPaths.scenes.appendingPathComponent("stacked-sheets.yaml").path
        )
        .run()
        var viaRunner: String?
        var viaWindow: String?
        withPresentationSnapshotTesting {
            Snapshotting<SceneRunner, String>.layout.snapshot(runner).run { viaRunner = $0 }
            Snapshotting<Window, String>.layout.snapshot(runner.window).run { viaWindow = $0 }
        }
        #expect(viaRunner == runner.window.layoutDump() && viaWindow == viaRunner)
    }
}
