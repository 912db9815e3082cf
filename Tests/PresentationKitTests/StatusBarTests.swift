import PresentationKit
import Testing

@Suite struct StatusBarTests {
    final class LightContentController: PlaceholderViewController {
        override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
    }

    @Test func fullScreenPresentationTakesTheStatusBar() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = LightContentController(title: "Dark UI")
        presented.modalPresentationStyle = .fullScreen
        try root.tryPresent(presented, animated: false)
        #expect(window.statusBarOwner === presented)
        #expect(window.renderTree().statusBar?.style == .lightContent)
    }

    @Test func cardSheetLeavesTheOwnerButTurnsTheBandLight() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        try Fixture.present(.pageSheet, on: root, in: window)
        #expect(window.statusBarOwner === root.topViewController)
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test func formSheetOnIPadLeavesTheStatusBarAlone() throws {
        let (window, root) = try Fixture.window("ipad-pro-11")
        let presented = LightContentController(title: "Form")
        presented.modalPresentationStyle = .formSheet
        try root.tryPresent(presented, animated: false)
        #expect(window.statusBarOwner === root.topViewController)
        #expect(window.statusBarStyle == .darkContent)
        presented.modalPresentationCapturesStatusBarAppearance = true
        #expect(window.statusBarOwner === presented)
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test func darkAppearanceResolvesDefaultToLightContent() throws {
        let (window, _) = try Fixture.window("iphone-15-pro", appearance: .dark)
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test("Each kind of device arranges its bar as iOS: ears, a centred clock, or a leading clock and date")
    func arrangementFollowsTheDevice() throws {
        let island = try #require(try Fixture.window("iphone-15-pro").0.renderTree().statusBar)
        #expect(island.arrangement == .ears && island.time == "9:41" && island.date == nil && island.carrier == nil)
        let homeButton = try #require(try Fixture.window("iphone-se").0.renderTree().statusBar)
        #expect(homeButton.arrangement == .centeredClock && homeButton.time == "9:41 AM")
        #expect(homeButton.carrier == "Carrier" && homeButton.date == nil && homeButton.frame.height == 20)
        let pad = try #require(try Fixture.window("ipad-pro-11").0.renderTree().statusBar)
        #expect(pad.arrangement == .leadingClock && pad.time == "9:41 AM" && pad.date == "Mon Jun 10")
    }

    @Test func phonesHideTheStatusBarInLandscape() throws {
        let (window, _) = try Fixture.window("iphone-15-pro", .landscape)
        #expect(window.renderTree().statusBar == nil)
        let (pad, _) = try Fixture.window("ipad-pro-11", .landscape)
        #expect(pad.renderTree().statusBar?.frame.height == 24)
    }
}
