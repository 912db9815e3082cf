import PresentationFigures
import PresentationKit
import PresentationScenes
import Testing

/// Annotations are measured from the layout, and the numbers they print are UIKit's.
@Suite struct FigureBuilderTests {
    @Test func formSheetSizeOnAnElevenInchIPadIsUIKitsDefault() throws {
        // UIKit's defaultFormSheetSizeForScreenSize: a screen whose longer side is over 1024 and under 1590 pt
        // (the 11-inch iPad: 1194) gets 580 × 640.
        let figure = try FigureFixtures.figure("guide-8-1-full-screen-styles.yaml")
        let callouts = figure.panels.flatMap(\.annotations).compactMap { annotation -> String? in
            if case .outline(_, _, let callout) = annotation { return callout }
            return nil
        }
        #expect(callouts.contains("580 × 640 pt"))
        // The dimming view is marked in two panels and explained once.
        #expect(figure.legend.map(\.text) == ["Dimming view"])
        #expect(figure.legend.map(\.number) == [1])
    }

    @Test func pageSheetTopIsTenPointsBelowTheSafeArea() throws {
        // iOS 13+: the sheet's top sits 10 pt below the top safe-area inset (iPhone 8: 20 → 30).
        let figure = try FigureFixtures.build(
            """
            panels:
              - scene: ../scenes/page-sheet-ios13.yaml
                annotations: [{ distance: { from: safe-area.top, to: presented-content.top } }]
            """)
        guard case .dimension(let from, let to, let text) = figure.panels[0].annotations.first else {
            Issue.record("no dimension")
            return
        }
        #expect(text == "10 pt")
        #expect(from.y == 20)
        #expect(to.y == 30)
        #expect(from.x == to.x)
    }

    @Test func customDetentHeightIsTheResolversValue() throws {
        // A custom detent's resolver returns the sheet's height above the bottom safe area.
        let figure = try FigureFixtures.figure("sheet-detents.yaml")
        let texts = figure.panels.map { panel -> String? in
            if case .dimension(_, _, let text) = panel.annotations.first { return text }
            return nil
        }
        #expect(texts[2] == "240 pt")
        // iPhone 15 Pro: 852 pt tall, safe area 59 top and 34 bottom; the large detent's top is 10 pt below
        // the top inset: 852 - 34 - (59 + 10) = 749.
        #expect(texts[1] == "749 pt")
    }

    @Test func popoverSourceAndArrowComeFromTheLayout() throws {
        let figure = try FigureFixtures.figure("guide-8-2-popover.yaml")
        let annotations = figure.panels[0].annotations
        let tree = figure.panels[0].tree
        let share = try #require(tree.root.first { $0.role == .barItem && $0.label == "Share" })
        #expect(annotations.contains(.sourceOutline(share.frame)))
        let arrow = try #require(
            annotations.first { if case .label(_, "Arrow") = $0 { return true } else { return false } })
        guard case .label(let anchor, _) = arrow else { return }
        // The bar button sits in the navigation bar; the arrow points up at it from below the bar. The label's
        // dot sits beside the arrow, on the label's (trailing) side, below the bar button and not on it.
        let bubble = try #require(tree.first(.popoverBackground))
        #expect(anchor.x > share.frame.midX)
        #expect(anchor.y >= share.frame.maxY - 1 && anchor.y <= bubble.frame.minY + 20)
    }

    @Test func momentsFollowTheTransition() throws {
        let figure = try FigureFixtures.figure("guide-8-4-cover-vertical.yaml")
        let presentedTops = figure.panels.map { $0.tree.first(.presentedContent)?.frame.minY }
        // A: nothing presented yet; B: the presented view covers the screen from the top.
        #expect(presentedTops[0] == nil)
        #expect(presentedTops[3] == 0)
        // Cover vertical slides B up from below the screen: lower at 30 % than at 70 %, both on screen.
        let height = figure.panels[1].tree.size.height
        let at30 = try #require(presentedTops[1])
        let at70 = try #require(presentedTops[2])
        #expect(at30 > at70)
        #expect(at30 < height && at70 > 0)
    }

    @Test func safeAreaAndMarginsAreTheViewsOwn() throws {
        let figure = try FigureFixtures.build(
            """
            panels:
              - scene: ../scenes/medium-detent-undimmed.yaml
                device: iphone-15-pro
                orientation: landscape
                annotations: [{ safeArea: window }, { margins: presenting-content }]
            """)
        let bands = figure.panels[0].annotations.compactMap { annotation -> (Rect, Rect)? in
            if case .insetBand(let outer, let inner, _) = annotation { return (outer, inner) }
            return nil
        }
        // iPhone 15 Pro in landscape: 852 × 393, safe area 59 left and right, 21 bottom.
        #expect(bands[0].1 == Rect(x: 59, y: 0, width: 852 - 118, height: 393 - 21))
        // A root view's side margins reach at least the system minimum inside the safe area (16 pt on a
        // compact-width phone, UIKit's systemMinimumLayoutMargins).
        #expect(bands[1].1.minX >= 59 + 16)
        #expect(bands[1].0.width - bands[1].1.maxX >= 59 + 16)
    }

    /// UIKit keeps a popover in regular width and shows it as a page sheet in compact width (the adaptivity
    /// rule of UIPopoverPresentationController); the notes say so in sentences.
    @Test func decisionsExplainTheStyle() throws {
        let figure = try FigureFixtures.figure("adaptivity-popover.yaml")
        #expect(
            figure.panels[0].notes == [
                ".popover stays .popover. The window is regular width (iPad Pro 11-inch, portrait), and iOS 18 keeps "
                    + "it there."
            ])
        #expect(
            figure.panels[1].notes == [
                ".popover becomes .pageSheet. The window is compact width (iPhone 16 Pro, portrait), and iOS 18 "
                    + "adapts it there."
            ])
    }

    /// `.automatic` is named as asked, and the note says what it meant in the era (iOS 17: page sheet; iOS 18:
    /// form sheet, per UIModalPresentationStyle.automatic's documentation).
    @Test func automaticIsNamedAsAsked() throws {
        let figure = try FigureFixtures.figure("eras-automatic-ipad.yaml")
        #expect(figure.panels[0].notes.first?.hasPrefix(".automatic becomes .pageSheet.") == true)
        #expect(figure.panels[1].notes.first?.hasPrefix(".automatic becomes .formSheet.") == true)
        #expect(figure.panels[1].notes.first?.hasSuffix(".formSheet is what .automatic means in iOS 18.") == true)
    }

    @Test func zoomFitsTheTallestScreen() throws {
        let figure = try FigureFixtures.figure("adaptivity-popover.yaml")
        // iPad Pro 11 portrait is 1194 pt tall; the panel height is 360.
        #expect(abs(figure.zoom - 360.0 / 1194.0) < 1e-12)
    }
}
