import CairoGraphics
import Foundation
import PresentationRendering
import Testing

@testable import PresentationFigures

/// The three outputs: PNG at @1x and @2x with pHYs, PDF that prints and rasterises well, and bytes that
/// repeat.
@Suite struct FigureRenderingTests {
    /// The big-endian number at `offset`.
    static func uint32(_ data: Data, at offset: Int) -> UInt32 {
        data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The pixels per metre a PNG's pHYs chunk declares.
    static func pixelsPerMetre(_ png: Data) -> UInt32? {
        guard let range = png.range(of: Data("pHYs".utf8)) else { return nil }
        return uint32(png, at: range.upperBound - png.startIndex)
    }

    @Test func pngAtOneAndTwoTimesDeclaresItsDensity() throws {
        let figure = try FigureFixtures.figure("eras-automatic-ipad.yaml")
        let single = try FigureRenderer(scale: 1).render(figure, format: .png)
        let double = try FigureRenderer(scale: 2).render(figure, format: .png)
        let one = try PNGDecoder.decode(single)
        let two = try PNGDecoder.decode(double)
        #expect(two.width == 2 * one.width)
        #expect(two.height == 2 * one.height)
        // 72 dpi and 144 dpi in pixels per metre: 72 / 0.0254 = 2834.6, 144 / 0.0254 = 5669.3.
        #expect(Self.pixelsPerMetre(single) == 2835)
        #expect(Self.pixelsPerMetre(double) == 5669)
        #expect(single.range(of: Data(".automatic on iPad: iOS 17 and iOS 18".utf8)) != nil)
    }

    @Test func everyFormatRepeatsByteForByte() throws {
        let figure = try FigureFixtures.figure("guide-8-2-popover.yaml")
        for format in [RenderFormat.png, .pdf] {
            let first = try FigureRenderer().render(figure, format: format)
            let second = try FigureRenderer().render(
                try FigureFixtures.figure("guide-8-2-popover.yaml"), format: format)
            #expect(first == second, "\(format)")
        }
    }

    @Test func labelsNeverOverlap() throws {
        for name in try FigureFixtures.names() {
            let layout = try FigureLayout(
                figure: try FigureFixtures.figure(name), measurer: TextMeasurer(), pixelsPerPoint: 2, format: .png)
            for panel in layout.panels {
                let centers =
                    panel.labels.filter(\.isLeading).map(\.leaderStart.y).sorted()
                    + panel.labels.filter { !$0.isLeading }.map(\.leaderStart.y).sorted()
                for side in [panel.labels.filter(\.isLeading), panel.labels.filter { !$0.isLeading }] {
                    let ys = side.map(\.leaderStart.y).sorted()
                    for (a, b) in zip(ys, ys.dropFirst()) {
                        #expect(b - a >= FigureTypography.labelLineHeight, "\(name)")
                    }
                }
                #expect(centers.count == panel.labels.count)
            }
        }
    }

    @Test func spreadKeepsLabelsApartAndInside() {
        // Three labels wanting the same height in a 100-pt screen: one label height + 4 apart, none outside.
        let centers = LabelPlacement.spread([50, 50, 50], within: 0...100)
        #expect(centers == [50, 70, 90])
        let crowdedAtTheBottom = LabelPlacement.spread([95, 96, 97], within: 0...100)
        #expect(crowdedAtTheBottom == [52, 72, 92])
    }
}
