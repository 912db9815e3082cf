import Foundation
import PresentationKit
import PresentationScenes
import Testing

/// Every fixture decodes, builds and shows the layout it was written for.
@Suite struct FixtureSceneTests {
    @Test(arguments: try TestPaths.sceneFiles())
    func fixtureRunsWithoutDiagnostics(_ name: String) throws {
        let run = try FixtureRun(name)
        #expect(run.runner.isFinished)
        #expect(run.runner.window.diagnostics.isEmpty)
        #expect(run.scene.summary?.isEmpty == false, "every fixture says what it shows")
    }

    @Test("a long title between Cancel and a semibold Done gets the space between them, in a 56-pt sheet bar")
    func longTitleSitsBetweenTheItems() throws {
        let run = try FixtureRun("long-title-se.yaml")
        let sheet = try #require(run.presented("edit") as? NavigationController)
        let item = try #require(sheet.topViewController?.navigationItem)
        let cancel = try #require(item.leftBarButtonItem?.view?.frame)
        let done = try #require(item.rightBarButtonItem)
        #expect(done.style == .done)
        let doneFrame = try #require(done.view?.frame)
        // The sheet's bar is drawn after the presenting one: its title is the last label.
        let title = try #require(run.tree.all(.label).last)
        #expect(title.typesetText?.lines.first?.text.hasPrefix("Edit Recurring") == true)
        #expect(title.typesetText?.lines.first?.text.hasSuffix("…") == true)
        // 8 pt between the title and each item's frame (navigationTitleItemSpacing), in the sheet's bar.
        #expect(close(title.frame.minX, cancel.maxX + 8))
        #expect(close(title.frame.maxX, doneFrame.minX - 8))
        #expect(close(title.frame.height, 56))
    }

    @Test("a large-title fixture: the bar is 96 pt and the list starts 16 pt below it")
    func largeTitleListStartsBelowTheLargeTitle() throws {
        let run = try FixtureRun("large-title-list.yaml")
        #expect(run.tree.first(.largeTitle)?.typesetText?.lines.first?.text == "Mailboxes")
        let bar = try #require(run.tree.first(.navigationBar))
        #expect(close(bar.frame.height, 96))
        let group = try #require(run.tree.root.first { $0.label == "list" })
        #expect(close(group.frame.minY, bar.frame.maxY + 16))
    }

    @Test func formSheetIsCentredAtItsPreferredSize() throws {
        let run = try FixtureRun("form-sheet-over-navigation.yaml")
        #expect(run.presentedFrames == [Rect(x: 327, y: 107, width: 540, height: 620)])
        #expect(run.presented("compose") is NavigationController)
        #expect(run.tree.first(.dimming) != nil)
    }

    @Test(arguments: [("up", PopoverArrowDirection.up), ("down", .down), ("left", .left), ("right", .right)])
    func popoverArrowPointsAtItsSource(_ name: String, _ direction: PopoverArrowDirection) throws {
        let run = try FixtureRun("popover-arrow-\(name).yaml")
        let popover = try #require(run.presented("options")?.popoverPresentationController)
        #expect(popover.arrowDirection == direction)
        #expect(run.presentedFrames.first?.size == Size(width: 320, height: 300))
    }

    @Test func currentContextCoversOnlyTheSecondaryColumn() throws {
        let run = try FixtureRun("current-context-in-split.yaml")
        #expect(run.presentedFrames == [Rect(x: 320, y: 0, width: 874, height: 834)])
        let secondary = try #require(
            run.runner.controller(at: SceneControllerPath(start: .root, segments: [.secondary])))
        let primary = try #require(run.runner.controller(at: SceneControllerPath(start: .root, segments: [.primary])))
        #expect(secondary.view.window == nil, "currentContext removes the covered column's views")
        #expect(primary.view.window === run.runner.window)
        #expect(run.presented("message")?.presentingViewController === secondary)
    }

    @Test func stackedSheetsRecede() throws {
        let run = try FixtureRun("stacked-sheets.yaml")
        let sheets = run.tree.all(.presentedContent)
        #expect(sheets.count == 2)
        #expect(abs((sheets.first?.transform.xScale ?? 0) - 0.9165) < 1e-6)
        #expect(sheets.last?.frame == Rect(x: 0, y: 72, width: 402, height: 802))
        #expect(run.presented("about")?.presentingViewController === run.presented("general"))
    }

    @Test func mediumDetentSheetLeavesTheBackgroundUndimmed() throws {
        let run = try FixtureRun("medium-detent-undimmed.yaml")
        #expect(run.presentedFrames == [Rect(x: 0, y: 456, width: 402, height: 418)])
        #expect(run.tree.first(.dimming).map { ($0.backgroundColor?.alpha ?? 0) == 0 } ?? true)
        #expect(run.tree.first(.grabber) != nil)
    }

    @Test func pageSheetIsFullScreenOnIOS12AndACardOnIOS13() throws {
        let legacy = try FixtureRun("page-sheet-ios12.yaml")
        #expect(legacy.presentedFrames == [Rect(x: 0, y: 0, width: 375, height: 667)])
        #expect(legacy.presented("editor")?.presentationController?.adaptiveStyleInEffect == .fullScreen)
        let card = try FixtureRun("page-sheet-ios13.yaml")
        #expect(card.presentedFrames == [Rect(x: 0, y: 30, width: 375, height: 637)])
        #expect(card.tree.first(.presentingContent)?.transform.xScale == 0.9165)
    }

    @Test func automaticIsAPageSheetOnIOS17AndAFormSheetOnIOS18() throws {
        let page = try FixtureRun("automatic-ios17.yaml")
        #expect(page.presentedFrames == [Rect(x: 245, y: 34, width: 704, height: 766)])
        let form = try FixtureRun("automatic-ios18.yaml")
        #expect(form.presentedFrames == [Rect(x: 307, y: 97, width: 580, height: 640)])
    }

    @Test func popoverAdaptsToAMediumSheetOnIPhone() throws {
        let run = try FixtureRun("popover-adapts-on-iphone.yaml")
        let popover = try #require(run.presented("share")?.popoverPresentationController)
        #expect(popover.adaptiveStyleInEffect == .pageSheet)
        #expect(popover.arrowDirection == .unknown)
        #expect(run.presentedFrames == [Rect(x: 0, y: 456, width: 402, height: 418)])
    }

    @Test func overFullScreenKeepsThePresenterBehindATranslucentView() throws {
        let run = try FixtureRun("over-full-screen-translucent.yaml")
        let presented = try #require(run.tree.first(.presentedContent))
        #expect(presented.frame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(abs((presented.backgroundColor?.alpha ?? 0) - 128.0 / 255) < 1e-9)
        #expect(run.tree.first(.presentingContent) != nil)
    }

    @Test func darkModeFormSheetFromATab() throws {
        let run = try FixtureRun("dark-mode-sheet.yaml")
        #expect(run.runner.window.environment.appearance == .dark)
        #expect(run.presentedFrames == [Rect(x: 120, y: 270, width: 580, height: 640)])
    }

    @Test func jsonSceneSwitchesAppearanceAndDetent() throws {
        let run = try FixtureRun("tab-bar-sheet.json")
        #expect(run.runner.window.environment.appearance == .dark)
        #expect(run.presentedFrames.first?.minY == 69, "the large detent after selectDetent")
    }

    @Test func formSheetBecomesACardInOneThirdPortrait() throws {
        let run = try FixtureRun("resize-form-sheet.yaml")
        #expect(run.runner.window.environment.windowSize == Size(width: 320, height: 1194))
        #expect(run.presentedFrames == [Rect(x: 0, y: 34, width: 320, height: 1160)])
    }

    @Test func unsettledSceneStopsMidTransition() throws {
        let run = try FixtureRun("mid-transition.yaml")
        #expect(run.runner.window.isTransitioning)
        #expect(abs(run.runner.window.clock - 0.1) < 1e-9)
        let top = try #require(run.presentedFrames.first?.minY)
        #expect(top > 72 && top < 874)
    }

    @Test func customDeviceShowsAFixedHeightDetent() throws {
        let run = try FixtureRun("custom-device.yaml")
        #expect(run.scene.device.identifier == "tiny-phone")
        #expect(run.presentedFrames == [Rect(x: 0, y: 368, width: 320, height: 200)])
    }
}

/// Two numbers equal to within a hundredth of a point.
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 0.01 }
