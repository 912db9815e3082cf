import Foundation
import PresentationKit
import Testing

/// The colour under the status bar's glyphs, composited from the render tree, and the contrast the glyphs
/// keep against it.
@Suite struct StatusBarBackdropTests {
    @Test("WCAG contrast: white on black is 21:1, mid grey 0.5 is about 5.3:1 against black and 4:1 against white")
    func contrastRatios() {
        let white = ColorComponents(rgb: 0xFFFFFF)
        let black = ColorComponents(rgb: 0x000000)
        let grey = ColorComponents(red: 0.5, green: 0.5, blue: 0.5)
        // (1 + 0.05) / (0 + 0.05) = 21.
        #expect(close(white.contrastRatio(with: black), 21, 1e-9))
        // 0.5 linearised: ((0.5 + 0.055) / 1.055)^2.4 = 0.21404; (0.21404 + 0.05) / 0.05 = 5.281,
        // (1.05) / (0.21404 + 0.05) = 3.977.
        #expect(close(grey.relativeLuminance, 0.21404, 1e-4))
        #expect(close(grey.contrastRatio(with: black), 5.281, 1e-3))
        #expect(close(grey.contrastRatio(with: white), 3.977, 1e-3))
    }

    @Test("Black at 40 % over white composites to 60 % white")
    func sourceOverCompositing() {
        let seen = ColorComponents(rgb: 0xFFFFFF).overlaid(by: ColorComponents(red: 0, green: 0, blue: 0, alpha: 0.4))
        // 1 + (0 − 1) × 0.4 = 0.6 for each component; the result stays opaque.
        #expect(close(seen.red, 0.6) && close(seen.green, 0.6) && close(seen.blue, 0.6) && seen.alpha == 1)
    }

    @Test("Readable style: dark glyphs over the light navigation bar, light glyphs over the black band")
    func readableStyleFollowsTheBackdrop() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let resting = window.renderTree()
        // The list's navigation bar is transparent at the scroll edge: the controller's #F2F2F7 shows
        // under the glyphs (the island's middle line, y = 11 + 37 / 2 = 29.5).
        #expect(resting.statusBarBackdrops == Array(repeating: ColorComponents(rgb: 0xF2F2F7), count: 2))
        #expect(StatusBarStyle.readable(over: resting.statusBarBackdrops) == .darkContent)
        try Fixture.present(.pageSheet, on: root, in: window)
        let receded = window.renderTree()
        // The presenter's top moved to the safe-area inset, 59 pt, below the glyphs: the black screen shows.
        #expect(receded.statusBarBackdrops == Array(repeating: ColorComponents(rgb: 0x000000), count: 2))
        #expect(StatusBarStyle.readable(over: receded.statusBarBackdrops) == .lightContent)
        #expect(receded.statusBar?.style == .lightContent)
    }

    @Test(
        "A flipping view covers the cosine of its turn of its width: the black screen shows beside it, the glyphs stay")
    func flipNarrowsWhatItCovers() throws {
        let (window, root) = try Fixture.window("iphone-15-pro")
        let presented = ViewController(title: "Back")
        presented.modalPresentationStyle = .fullScreen
        presented.modalTransitionStyle = .flipHorizontal
        try root.tryPresent(presented, animated: true)
        var checked = 0
        while window.isTransitioning {
            window.advance(by: 1 / 60)
            let tree = window.renderTree()
            guard let turn = tree.first(.presentingContent)?.transform3D?.rotationY else { continue }
            // The glyph points are 393 / 5 = 78.6 pt in from each side, 196.5 − 78.6 = 117.9 pt from the
            // middle; the 393-pt view turned by θ spans 196.5 × |cos θ| pt each side of its middle.
            let covers = 196.5 * abs(cos(turn)) > 117.9
            let expected = covers ? ColorComponents(rgb: 0xF2F2F7) : ColorComponents(rgb: 0x000000)
            #expect(tree.statusBarBackdrops == [expected, expected], "turned \(turn) rad")
            // Both controllers want dark glyphs, so the bar keeps them through the flip: UIKit restyles the
            // status bar only when its appearance is updated, which a turn alone does not do.
            #expect(tree.statusBar?.style == .darkContent && tree.statusBar?.fade == nil)
            checked += 1
        }
        #expect(checked > 5)
    }
}
