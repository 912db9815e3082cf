import BottomCard
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// The example's presentation code, snapshot-tested on Linux the way it would be on an iOS simulator.
@Suite(.presentationSnapshots) struct BottomCardSnapshotTests {
    @Test func theCardOnAnIPhone15Pro() {
        assertSnapshot(of: CardHostViewController(), as: .image(on: .iPhone15Pro))
    }

    @Test func theCardOnAnIPhoneSeInDarkMode() {
        assertSnapshot(
            of: CardHostViewController(),
            as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func theCardOnAnIPhone15ProInLandscape() {
        assertSnapshot(of: CardHostViewController(), as: .image(on: .iPhone15Pro(.landscape)))
    }

    /// Half-way down a drag: the pan handler's percent-driven dismissal holds the card where the finger is.
    @Test func theCardMidDrag() throws {
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let host = CardHostViewController()
        window.rootViewController = host
        window.runUntilIdle()
        let card = try #require(host.card)
        let top = card.view.frame.minY
        let start = CGPoint(x: 196, y: top + 100)
        window.sendTouches(
            TouchStep.drag(from: start, to: CGPoint(x: 196, y: start.y + 150), duration: 0.3, steps: 6, lift: false))
        assertSnapshot(of: window, as: .image)
        window.sendTouches([.ended(at: CGPoint(x: 196, y: start.y + 150), after: 0.05)])
        window.runUntilIdle()
        #expect(host.presentedViewController == nil, "150 pt of a 383-pt card is past a third: dismissed")
    }

    /// A short, slow drag lets the card spring back to where it was presented.
    @Test func aShortDragSpringsBack() throws {
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let host = CardHostViewController()
        window.rootViewController = host
        window.runUntilIdle()
        let card = try #require(host.card)
        let presented = card.view.frame
        let start = CGPoint(x: 196, y: presented.minY + 100)
        window.sendTouches(TouchStep.drag(from: start, to: CGPoint(x: 196, y: start.y + 60), duration: 1, steps: 10))
        window.runUntilIdle()
        #expect(host.presentedViewController === card)
        #expect(card.view.frame == presented)
    }
}
