import Foundation
import PresentationKit
import PresentationScenes
import Testing

/// Sampling a scene action into frames on the virtual clock.
@Suite struct SceneAnimationTests {
    @Test func pageSheetStartsAtTheBeforeLayoutAndEndsAtTheAfterLayout() throws {
        let fixture = try AnimationFixture("page-sheet.yaml")
        let frames = try fixture.frames()
        let first = try #require(frames.first)
        let last = try #require(frames.last)
        let before = try fixture.settledTree(before: 0)
        let firstDump = AnimationFixture.visibleDump(first.tree)
        let beforeDump = AnimationFixture.visibleDump(before)
        // As it starts to recede, the presenter takes the display's 55-pt corners, which the display's
        // mask already draws: the same picture.
        let presenterAtFullSize = "content \"NavigationController\" (0,0,393,852) bg=#FFFFFF"
        let firstWithoutRadius = firstDump.replacingOccurrences(
            of: presenterAtFullSize + " radius=55~", with: presenterAtFullSize)
        #expect(firstDump != firstWithoutRadius)
        #expect(AnimationFixture.withoutStatusBar(firstWithoutRadius) == AnimationFixture.withoutStatusBar(beforeDump))
        #expect(
            first.tree.statusBar?.glyphColor(for: .light) == before.statusBar?.glyphColor(for: .light),
            "the status bar's cross-fade starts from the glyphs before")
        #expect(
            AnimationFixture.dumpWithoutClock(last.tree)
                == AnimationFixture.dumpWithoutClock(try fixture.settledTree(before: 1)))
        #expect(frames.count > 30 && frames.count < 90, "the sheet spring settles in about a second: \(frames.count)")
        #expect(frames.map(\.index) == Array(frames.indices))
        for (index, frame) in frames.enumerated() {
            #expect(abs(frame.time - Double(index) / 60) < 1e-9)
        }
        #expect(first.progress == 0 && last.progress == 1)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.progress <= $1.progress }, "progress never goes back")
    }

    @Test func sheetRisesWhileThePresenterRecedesAndTheDimmingFadesIn() throws {
        let frames = try AnimationFixture("page-sheet.yaml").frames()
        let tops = frames.compactMap { $0.tree.first(.presentedContent)?.frame.minY }
        let scales = frames.compactMap { $0.tree.first(.presentingContent)?.transform.a }
        let dimming = frames.map { $0.tree.first(.dimming)?.alpha ?? 0 }
        #expect(tops.count == frames.count)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 }, "the sheet only rises (critically damped)")
        #expect(scales.first == 1 && abs((scales.last ?? 0) - 0.9165) < 1e-6)
        #expect(dimming.first == 0 && dimming.last == 1)
        let middle = frames.count / 4
        #expect(dimming[middle] > 0 && dimming[middle] < 1)
    }

    @Test func timeWindowLimitsTheFrames() throws {
        let fixture = try AnimationFixture("page-sheet.yaml")
        let frames = try fixture.frames(fps: 30, from: 0.1, to: 0.3)
        #expect(frames.map(\.time).map { ($0 * 1000).rounded() } == [100, 133, 167, 200, 233, 267, 300])
        let full = try fixture.frames(fps: 30)
        let same = try #require(full.first { abs($0.time - 0.2) < 1e-9 })
        #expect(frames[3].tree.root == same.tree.root, "a window shows the same instants as the whole run")
    }

    @Test func cancelledDragFollowsTheFingerAndReturns() throws {
        let fixture = try AnimationFixture("interactive-dismissal-cancelled.yaml")
        let frames = try fixture.frames()
        let before = try fixture.settledTree(before: 1)
        guard case .dismissInteractively(let script) = fixture.scene.actions[1].operation else {
            Issue.record("the fixture's second action is a drag")
            return
        }
        // Held at each value: the progress equals the value while it is held.
        for (step, value) in script.progress.enumerated() {
            let held = (Double(step) * (script.drag + script.hold) + script.drag + script.hold / 2)
            let frame = try #require(frames.min { abs($0.time - held) < abs($1.time - held) })
            #expect(abs(frame.progress - value) < 1e-9, "at \(frame.time) s: \(frame.progress)")
        }
        let tops = frames.compactMap { $0.tree.first(.presentedContent)?.frame.minY }
        let start = try #require(before.first(.presentedContent)?.frame.minY)
        #expect((tops.max() ?? 0) > start + 300, "dragged well down")
        #expect(frames.last?.progress == 0)
        #expect(
            AnimationFixture.dumpWithoutClock(try #require(frames.last).tree)
                == AnimationFixture.dumpWithoutClock(before), "back exactly where it started")
        #expect(try #require(frames.last).time > script.releaseTime)
    }

    @Test func flipTurnsThePresenterAwayThenShowsThePresented() throws {
        let frames = try AnimationFixture("flip-horizontal.yaml").frames()
        let presenterAngles = frames.compactMap { $0.tree.first(.presentingContent)?.transform3D?.rotationY }
        let presentedAngles = frames.compactMap { $0.tree.first(.presentedContent)?.transform3D?.rotationY }
        #expect(!presenterAngles.isEmpty && !presentedAngles.isEmpty)
        #expect(presenterAngles.allSatisfy { $0 > 0 && $0 < .pi / 2 })
        #expect(presentedAngles.allSatisfy { $0 > -.pi / 2 && $0 < 0 })
        #expect(frames.last?.tree.first(.presentedContent)?.transform3D == nil, "flat at the end")
    }

    @Test func partialCurlGrowsToAFullCurl() throws {
        let frames = try AnimationFixture("partial-curl.yaml").frames()
        let curls = frames.map { $0.tree.first(.presentingContent)?.pageCurl ?? 0 }
        #expect(curls.first == 0 && curls.last == 1)
        #expect(zip(curls, curls.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func detentChangeWithoutATransitionUsesTheTimeFraction() throws {
        let frames = try AnimationFixture("detent-change.yaml").frames()
        #expect(frames.count > 5)
        #expect(frames.first?.progress == 0 && frames.last?.progress == 1)
        let tops = frames.compactMap { $0.tree.first(.presentedContent)?.frame.minY }
        #expect((tops.first ?? 0) > (tops.last ?? 0) + 200, "the sheet rises to the large detent")
    }

    @Test(arguments: ["form-sheet-ipad.yaml", "popover.yaml", "stacked-sheet.yaml", "rotation.yaml"])
    func everyAnimationEndsAtItsSettledLayout(_ name: String) throws {
        let fixture = try AnimationFixture(name)
        let frames = try fixture.frames()
        let action = try #require(fixture.scene.defaultAnimatedAction)
        #expect(frames.count > 5, "\(name): \(frames.count) frames")
        #expect(
            AnimationFixture.dumpWithoutClock(try #require(frames.last).tree)
                == AnimationFixture.dumpWithoutClock(try fixture.settledTree(before: action + 1)))
    }

    @Test func invalidParametersAreRefusedBeforeRunning() throws {
        let scene = try AnimationFixture("page-sheet.yaml").scene
        #expect(throws: SceneAnimationError.actionOutOfRange(index: 3, actionCount: 1)) {
            try SceneAnimation(scene: scene, action: 3)
        }
        #expect(throws: SceneAnimationError.invalidFrameRate(0)) { try SceneAnimation(scene: scene, fps: 0) }
        #expect(throws: SceneAnimationError.invalidTimeWindow(from: 0.5, to: 0.2)) {
            try SceneAnimation(scene: scene, from: 0.5, to: 0.2)
        }
        var still = scene
        still.actions = []
        still.animatedAction = nil
        #expect(throws: SceneAnimationError.nothingToAnimate(scene: "page-sheet")) { try SceneAnimation(scene: still) }
    }

    /// Every frame's tree is kept until drawing, so a heavy scene's frames are bounded by their total element
    /// count, not only by their number: a valid 3 KB scene (stacked split views of 100 rows each, then a long
    /// drag) once took 16 s and 9.6 GB before the 3,600-frame bound refused it.
    @Test func heavyFramesAreRefusedByTheirTotalElementCount() throws {
        let rows = (0..<100).map { "r\($0)" }.joined(separator: ", ")
        func split(_ title: String) -> String {
            "{ split: { primary: { navigation: { title: \(title), rows: [\(rows)] } }, "
                + "secondary: { navigation: { title: \(title)2, rows: [\(rows)] } } } }"
        }
        var yaml = "device: ipad-pro-11\norientation: landscape\nroot: \(split("Root"))\nactions:\n"
        for index in 0..<12 {
            let from = index == 0 ? "" : ", from: p\(index - 1)"
            yaml += "  - present: { id: p\(index)\(from), style: formSheet, animated: false, content: \(split("P"))}\n"
        }
        let progress = (1..<20).map { String(Double($0) / 20) }.joined(separator: ", ")
        yaml += "  - dismissInteractively: { id: p11, progress: [\(progress)], release: cancel }\n"
        let scene = try SceneDecoder.decode(yaml: yaml, file: "heavy.yaml")
        let animation = try SceneAnimation(scene: scene, action: 12)
        let error = #expect(throws: SceneAnimationError.self) { try animation.frames() }
        guard case .tooManyElements(let limit, let frames) = error else {
            Issue.record("expected the element bound, got \(String(describing: error))")
            return
        }
        #expect(limit == SceneAnimation.maximumTotalNodeCount)
        #expect(frames < SceneAnimation.maximumFrameCount, "refused long before the frame bound")
    }

    @Test func defaultActionIsTheLastOneThatAnimates() throws {
        let scene = try SceneDecoder.decode(
            yaml: """
                device: iphone-15-pro
                root: { plain: {} }
                actions:
                  - present: { id: a, style: pageSheet }
                  - dismiss: a
                  - setAppearance: dark
                  - advance: 0.2
                """, file: "default.yaml")
        #expect(scene.defaultAnimatedAction == 1)
        #expect(try SceneAnimation(scene: scene).action == 1)
    }
}
