import BottomCard
import PresentationSnapshotTesting
import SnapshotTesting
import Testing
import UIKit

/// Screens written as for iOS with layers and drawing code, snapshot-tested on Linux.
@Suite(.presentationSnapshots) struct RealScreenTests {
    /// A `CAGradientLayer` card with a chevron drawn in `draw(_:)`, in a page sheet at the medium detent.
    @Test func theGradientCardInAMediumSheet() {
        assertSnapshot(of: GradientCardHostViewController(), as: .image(on: .iPhone15Pro))
    }

    /// Half-way through a presentation animated with `CABasicAnimation`s: the model layer already holds the
    /// final values while the presentation layer is on its way (Core Animation's model/presentation split).
    @Test func aCoreAnimationTransitionHalfWay() throws {
        let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
        let host = RiseAndFadeHostViewController()
        window.rootViewController = host
        window.runUntilIdle()
        host.presentCard()
        window.advance(by: RiseAndFadeAnimator.duration / 2)
        let card = try #require(host.presentedViewController)
        let shown = try #require(card.view.layer.presentation())
        #expect(card.view.layer.opacity == 1, "the model value is the end value")
        #expect(shown.opacity > 0.5 && shown.opacity < 1, "ease-out: past half-way at half the time")
        #expect(shown.position.y > card.view.layer.position.y, "still below its final place")
        assertSnapshot(of: window, as: .image)
        window.runUntilIdle()
        #expect(card.view.layer.presentation()?.opacity == 1)
        #expect(card.view.layer.animation(forKey: "rise-and-fade") == nil, "removed on completion")
    }
}

/// Table and collection screens inside presentations.
@Suite(.presentationSnapshots) struct ListScreenTests {
    /// Inset-grouped settings: value and subtitle cells, a chevron, a checkmark and a footer, in a medium sheet.
    @Test func settingsInAMediumSheet() {
        assertSnapshot(of: SettingsHostViewController(), as: .image(on: .iPhone15Pro))
    }

    @Test func settingsInAMediumSheetInDarkMode() {
        assertSnapshot(
            of: SettingsHostViewController(),
            as: .image(on: .iPhone15Pro, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }
}

/// A collection view screen inside a presentation.
@Suite(.presentationSnapshots) struct GridScreenTests {
    /// Three square photos a row, 2 pt apart, under a header, in an iPad Pro 11" form sheet.
    @Test func photoGridInAnIPadFormSheet() {
        assertSnapshot(of: PhotoGridHostViewController(), as: .image(on: .iPadPro11))
    }
}
