import PresentationKit
import Testing

/// Through every frame of the transitions that change what is under the status bar, its glyphs stay
/// readable: a WCAG contrast of at least 3:1 against the colour under them (composited from the render
/// tree's backgrounds), where before they were drawn black on the black band a receding presenter leaves,
/// or white over a light navigation bar.
@Suite struct StatusBarReadabilityTests {
    static let minimumContrast = 3.0

    @Test(
        "The status bar glyphs contrast with what is under them in every frame",
        arguments: [
            "page-sheet.yaml", "detent-change.yaml", "interactive-dismissal-cancelled.yaml", "flip-horizontal.yaml",
            "stacked-sheet.yaml", "form-sheet-ipad.yaml", "popover.yaml", "partial-curl.yaml",
        ])
    func glyphsStayReadable(_ fixture: String) throws {
        let frames = try AnimationFixture(fixture).frames()
        #expect(frames.count > 20)
        for frame in frames {
            let bar = try #require(frame.tree.statusBar)
            let glyphs = bar.style.resolved(for: frame.tree.appearance).glyphColor
            for backdrop in frame.tree.statusBarBackdrops {
                let contrast = glyphs.contrastRatio(with: backdrop)
                #expect(
                    contrast >= Self.minimumContrast,
                    "\(fixture) frame \(frame.index): \(glyphs.hexString) glyphs over \(backdrop.hexString), \(contrast):1"
                )
            }
        }
    }

    @Test("A page sheet's status bar goes from dark to light content once, as the presenter's top passes the glyphs")
    func pageSheetSwitchesOnce() throws {
        let styles = try AnimationFixture("page-sheet.yaml").frames().compactMap(\.tree.statusBar?.style)
        #expect(styles.first == .darkContent && styles.last == .lightContent)
        let switches = zip(styles, styles.dropFirst()).filter { $0 != $1 }.count
        #expect(switches == 1)
    }
}
