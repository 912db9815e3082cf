import PresentationKit
import Testing

/// The status bar's glyphs through the transitions that change what is under them. At rest they contrast
/// with what is under them (a WCAG contrast of at least 3:1 against the colour composited from the render
/// tree's backgrounds), where once they were drawn black on the black band a receding presenter leaves, or
/// white over a light navigation bar. While a presentation or dismissal runs they cross-fade from the style
/// before it to the style after it: Apple's documentation of `setNeedsStatusBarAppearanceUpdate()` says a
/// change made inside an animation block animates along with it, and `preferredStatusBarUpdateAnimation`
/// is `.fade` by default; a design review (issue 24, item 10) found them flipping in one frame instead.
@Suite struct StatusBarReadabilityTests {
    static let minimumContrast = 3.0

    /// The glyphs' colour in a frame, as a lightness from 0 (black) to 1 (white).
    private static func lightness(_ frame: AnimationFrame) throws -> Double {
        try #require(frame.tree.statusBar).glyphColor(for: frame.tree.appearance).red
    }

    private static func expectReadable(_ frame: AnimationFrame, _ fixture: String) throws {
        let glyphs = try #require(frame.tree.statusBar).glyphColor(for: frame.tree.appearance)
        for backdrop in frame.tree.statusBarBackdrops {
            let contrast = glyphs.contrastRatio(with: backdrop)
            #expect(
                contrast >= minimumContrast,
                "\(fixture) frame \(frame.index): \(glyphs.hexString) glyphs over \(backdrop.hexString), \(contrast):1")
        }
    }

    @Test(
        "The status bar glyphs contrast with what is under them before and after each transition",
        arguments: [
            "page-sheet.yaml", "detent-change.yaml", "interactive-dismissal-cancelled.yaml", "flip-horizontal.yaml",
            "stacked-sheet.yaml", "form-sheet-ipad.yaml", "popover.yaml", "partial-curl.yaml",
            "page-sheet-dismissal.yaml", "interactive-dismissal-released.yaml",
        ])
    func glyphsAreReadableAtRest(_ fixture: String) throws {
        let frames = try AnimationFixture(fixture).frames()
        #expect(frames.count > 20)
        for frame in [frames.first, frames.last].compactMap({ $0 }) { try Self.expectReadable(frame, fixture) }
    }

    @Test("A detent change, which runs no transition, keeps the glyphs readable in every frame")
    func detentChangeStaysReadable() throws {
        for frame in try AnimationFixture("detent-change.yaml").frames() {
            try Self.expectReadable(frame, "detent-change.yaml")
        }
    }

    @Test("A page sheet's glyphs cross-fade from dark to light over the presentation, never flipping in a frame")
    func pageSheetCrossFades() throws {
        let lightness = try AnimationFixture("page-sheet.yaml").frames().map(Self.lightness)
        #expect(lightness.first == 0 && lightness.last == 1)
        let steps = zip(lightness, lightness.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 >= -1e-9 }, "only lightens: \(lightness)")
        #expect((steps.max() ?? 1) < 0.2, "no frame changes the colour by a fifth or more: \(lightness)")
        #expect(lightness.filter { $0 > 0.05 && $0 < 0.95 }.count >= 5, "grey in between: \(lightness)")
    }

    @Test("A drag cross-fades the glyphs with the finger and a cancelled one fades them back")
    func dragFadesWithTheFinger() throws {
        let lightness = try AnimationFixture("interactive-dismissal-cancelled.yaml").frames().map(Self.lightness)
        #expect(lightness.first == 1 && lightness.last == 1, "light over the receded presenter, before and after")
        let darkest = try #require(lightness.min())
        #expect(darkest > 0 && darkest < 0.5, "dragged to 80 %, the glyphs are mostly dark: \(darkest)")
        let steps = zip(lightness, lightness.dropFirst()).map { abs($1 - $0) }
        #expect((steps.max() ?? 1) < 0.2, "\(lightness)")
    }

    @Test("A flip between two controllers that both want dark glyphs keeps them dark throughout")
    func flipKeepsItsStyle() throws {
        let lightness = try AnimationFixture("flip-horizontal.yaml").frames().map(Self.lightness)
        #expect(Set(lightness) == [0], "\(lightness)")
    }
}
