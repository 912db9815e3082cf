import PresentationKit
import Testing

/// In Split View the status bar and the home indicator belong to the screen: an app's slice (taken to be
/// the leading one) shows only the part of them over it.
@Suite struct MultitaskingChromeTests {
    private func tree(_ width: MultitaskingWidth) throws -> RenderTree {
        try Fixture.window("ipad-air-11-m2", .landscape, width).0.renderTree()
    }

    @Test("A split slice lays the status bar out across the whole screen, from the screen's leading edge")
    func statusBarSpansTheScreen() throws {
        for width in [MultitaskingWidth.oneThird, .half, .twoThirds] {
            // The iPad Air 11" screen in landscape is 1180 pt wide with a 24-pt status bar; the slice starts
            // at the screen's left edge, so the bar's trailing (battery) side lies past a narrow slice.
            let bar = try #require(try tree(width).statusBar)
            #expect(bar.frame == Rect(x: 0, y: 0, width: 1180, height: 24), "\(width)")
        }
    }

    @Test("The home indicator is the screen-centred capsule: none on a 1/3 slice, its left half on a 1/2 one")
    func homeIndicatorIsTheScreens() throws {
        // Screen centre 1180 / 2 = 590; the 315-pt capsule spans 590 − 157.5 = 432.5 … 747.5, 8 pt above
        // the bottom: y = 820 − 8 − 5 = 807.
        let capsule = Rect(x: 432.5, y: 807, width: 315, height: 5)
        #expect(try tree(.oneThird).homeIndicator == nil, "a 320-pt slice ends before 432.5")
        #expect(try tree(.half).homeIndicator?.frame == capsule, "585 pt wide: the capsule crosses its edge")
        #expect(try tree(.twoThirds).homeIndicator?.frame == capsule, "850 pt wide: the whole capsule")
        // Full screen: the same capsule, centred on the window that is the screen.
        #expect(try tree(.fullScreen).homeIndicator?.frame == capsule)
    }

    @Test("Slide Over keeps its own home indicator, centred on its window")
    func slideOverKeepsItsOwnIndicator() throws {
        // The 320-pt Slide Over window: (320 − 315) / 2 = 2.5.
        #expect(try tree(.slideOver).homeIndicator?.frame.minX == 2.5)
    }

    @Test("A Slide Over window is a floating card: no status bar of its own, rounded corners, a handle on top")
    func slideOverIsAFloatingCard() throws {
        // iPadOS draws the screen's status bar for the app beneath; the Slide Over card floats below it with
        // rounded corners and a handle at its top centre (Apple, "Use Slide Over on iPad": the handle at the
        // top of the window moves it). The 10-pt radius and the handle 8 pt from the top are the metrics table's
        // choices from screenshots (guesses).
        let card = try tree(.slideOver)
        #expect(card.statusBar == nil)
        #expect(card.displayCornerRadius == 10)
        let handle = try #require(card.slideOverHandle)
        #expect(handle.frame.midX == 160, "centred on the 320-pt window")
        #expect(handle.frame.minY == 8)
        #expect(handle.frame.maxY <= card.safeAreaInsets.top, "inside the top safe-area band, above the content")
        // iPadOS 15 put the multitasking control's three dots where the pill was.
        #expect(handle.style == .dots)
        let ios13 = try Fixture.window("ipad-air-11-m2", .landscape, .slideOver, era: .ios13).0.renderTree()
        #expect(ios13.slideOverHandle?.style == .pill)
        // Full screen and Split View windows have none.
        #expect(try tree(.fullScreen).slideOverHandle == nil && tree(.half).slideOverHandle == nil)
    }
}
