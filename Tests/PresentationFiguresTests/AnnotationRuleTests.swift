import CairoGraphics
import Foundation
import PresentationKit
import Testing

@testable import PresentationFigures

/// The figures' rule, on every committed figure: an annotation never covers its subject or any text. Label dots,
/// marker discs, dimension lines and their pills each lie clear of the screen's text, symbols, grabber and
/// system bars (``FigureObstacles``); a marker also stays off presentations other than the one it marks.
@Suite struct AnnotationRuleTests {
    static func square(_ center: Point, side: Double) -> Rect {
        Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }

    @Test(arguments: try FigureFixtures.names())
    func noAnnotationCoversTextOrItsSubject(figure name: String) throws {
        let measurer = try TextMeasurer()
        let layout = try FigureLayout(
            figure: try FigureFixtures.figure(name), measurer: measurer, pixelsPerPoint: 2, format: .png)
        for (index, panel) in layout.panels.enumerated() {
            let place = "\(name), panel \(index + 1)"
            let obstacles = FigureObstacles(tree: panel.panel.tree)
            let placement = AnnotationPlacement(panel: panel, obstacles: obstacles)
            for label in panel.labels {
                let dot = panel.windowRect(Self.square(label.anchor, side: 7))
                #expect(obstacles.isFree(dot), "\(place): the dot of '\(label.text)' covers text or a mark")
            }
            for case .marker(_, let frame, let text) in panel.panel.annotations {
                let disc = Self.square(placement.markerCenter(on: frame), side: 2 * FigureTypography.markerRadius)
                #expect(
                    obstacles.isFree(panel.windowRect(disc), markingInside: frame),
                    "\(place): the marker of '\(text)' covers text, a mark or another presentation")
            }
            for case .dimension(let from, let to, let text) in panel.panel.annotations {
                let band = Rect(
                    x: min(from.x, to.x) - 5, y: min(from.y, to.y), width: abs(to.x - from.x) + 10,
                    height: abs(to.y - from.y))
                let isVertical = from.x == to.x
                let line =
                    isVertical ? band : Rect(x: band.minX + 5, y: band.minY - 5, width: band.width - 10, height: 10)
                #expect(obstacles.isFree(line), "\(place): the line of '\(text)' crosses text or a mark")
                let width = try measurer.width(text, font: FigureTypography.callout) + 2 * FigureTypography.pillPadding
                let spot = placement.pill(beside: (panel.figurePoint(from), panel.figurePoint(to)), width: width)
                #expect(
                    obstacles.isFree(panel.windowRect(placement.pillBox(spot.center, width: width))),
                    "\(place): the pill '\(text)' covers text or a mark")
                if let start = spot.leaderStart {
                    #expect(
                        placement.leaderIsClear(from: start, to: spot.center),
                        "\(place): the leader of '\(text)' crosses text or a mark")
                }
            }
        }
    }

    /// The rule can fail: the middle of a bar button's title is not free, nor is the grabber.
    @Test func textAndTheGrabberAreObstacles() throws {
        let figure = try FigureFixtures.figure("adaptivity-popover.yaml")
        let ipad = FigureObstacles(tree: figure.panels[0].tree)
        let share = try #require(figure.panels[0].tree.root.first { $0.role == .barItem && $0.label == "Share" })
        #expect(!ipad.isFree(Self.square(share.frame.center, side: 4)))
        let iphone = figure.panels[1].tree
        let grabber = try #require(iphone.first(.grabber))
        #expect(!FigureObstacles(tree: iphone).isFree(Self.square(grabber.frame.center, side: 4)))
    }
}
