import CairoGraphics
import Foundation
import PresentationKit
import PresentationRendering
import Testing

/// Nodes turned in perspective (flips) and curled pages, checked by pixels.
@Suite struct DepthRenderingTests {
    /// The columns of `row` (pixels) where the light page shows over the black window.
    private static func pageColumns(_ image: RGBAImage, row: Int) -> [Int] {
        (0..<image.width).filter { (image.pixel(x: $0, y: row)?.luminance ?? 0) > 100 }
    }

    /// How many pixels of `column` show the light page.
    private static func pageHeight(_ image: RGBAImage, column: Int) -> Int {
        (0..<image.height).filter { (image.pixel(x: column, y: $0)?.luminance ?? 0) > 100 }.count
    }

    @Test func flipAt60DegreesIsNarrowerWithItsNearEdgeTallerThanItsFarEdge() throws {
        let image = try PresentationRenderer().renderImage(DepthScenes.flipped(60))
        let columns = Self.pageColumns(image, row: image.height / 2)
        let left = try #require(columns.first)
        let right = try #require(columns.last)
        let width = Double(right - left + 1) / 3
        // cos 60° × 393 pt seen in perspective from 1000 pt: about 202 pt, shifted toward the near edge.
        #expect(width > 190 && width < 215, "projected width \(width) pt")
        #expect(Double(left + right) / 2 < Double(image.width) / 2, "the near (left) half looks wider")
        let near = Self.pageHeight(image, column: left + 3)
        let far = Self.pageHeight(image, column: right - 3)
        #expect(near > far + 300, "near edge \(near) px, far edge \(far) px")
        #expect(Double(far) / 3 < 852 * 0.9 && Double(far) / 3 > 852 * 0.8, "far edge \(Double(far) / 3) pt")
    }

    @Test func flippedPageHasNoSeamsBetweenItsStrips() throws {
        let image = try PresentationRenderer().renderImage(DepthScenes.flipped(35))
        for row in [1500, 2000] {
            let columns = Self.pageColumns(image, row: row)
            let left = try #require(columns.first)
            let right = try #require(columns.last)
            let jumps = (left + 2..<right - 2).filter { column in
                let here = image.pixel(x: column, y: row)?.luminance ?? 0
                let next = image.pixel(x: column + 1, y: row)?.luminance ?? 0
                return abs(here - next) > 2
            }
            #expect(jumps.isEmpty, "row \(row): luminance jumps at columns \(jumps.prefix(10))")
        }
    }

    @Test func barelyTurnedPageLooksFlat() throws {
        let flat = try PresentationRenderer().renderImage(Scenes.plain("iphone-15-pro"))
        let turned = try PresentationRenderer().renderImage(DepthScenes.flipped(0.05))
        let differing = turned.countOfPixelsDiffering(from: flat, tolerance: 24)
        #expect(Double(differing) < 0.003 * Double(flat.width * flat.height), "\(differing) pixels differ")
    }

    @Test func pageDarkensAsItTurns() throws {
        let luminances = try [15.0, 50, 75].map { degrees in
            let image = try PresentationRenderer().renderImage(DepthScenes.flipped(degrees))
            let columns = Self.pageColumns(image, row: 2000)
            let middle = try #require(columns.dropFirst(columns.count / 2).first)
            return try #require(image.pixel(x: middle, y: 2000)).luminance
        }
        #expect(luminances[0] > luminances[1] + 10 && luminances[1] > luminances[2] + 10, "\(luminances)")
    }

    @Test func curledPageUncoversTheBottomRightAndNotTheTopLeft() throws {
        let tree = try DepthScenes.curled(1)
        let rendered = try RenderedImage(tree, options: RenderOptions(scale: 1))
        let bottomRight = rendered.pixel(x: 340, y: 780)
        let topLeft = rendered.pixel(x: 40, y: 160)
        #expect(bottomRight.red > 200 && bottomRight.green < 40, "uncovered presented content: \(bottomRight)")
        #expect(topLeft.green > 200, "the presenter's page stays at the top left: \(topLeft)")
        let lowerHalf = rendered.pixels(in: Rect(x: 0, y: 500, width: 393, height: 300))
        #expect(
            lowerHalf.filter { $0.red > 150 && $0.green < 60 }.count > lowerHalf.count * 9 / 10,
            "a full curl uncovers the lower half")
    }

    @Test func curlStartsAtTheCornerAndCastsAShadowAtTheFold() throws {
        let rendered = try RenderedImage(try DepthScenes.curled(0.25), options: RenderOptions(scale: 1))
        let corner = rendered.pixel(x: 370, y: 815)
        let middle = rendered.pixel(x: 196, y: 426)
        #expect(corner.red > 100 && corner.green < 60, "the corner is lifted: \(corner)")
        #expect(middle.green > 200, "the rest is flat: \(middle)")
        let geometry = (fold: Point(x: 393 - 0.25 * 196.5, y: 852 - 0.25 * 426), angle: (45.0 + 25 * 0.25) * .pi / 180)
        let inShadow = rendered.pixel(
            x: geometry.fold.x + 4 * cos(geometry.angle), y: geometry.fold.y + 4 * sin(geometry.angle))
        let away = rendered.pixel(x: 380, y: 840 - 20)
        #expect(inShadow.red < away.red, "darker next to the fold: \(inShadow) vs \(away)")
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func rollShowsThePagesGreyBack(_ appearance: UserInterfaceStyle) throws {
        let rendered = try RenderedImage(
            try DepthScenes.curled(1, appearance: appearance), options: RenderOptions(scale: 1))
        let angle = 70.0 * .pi / 180
        let back = rendered.pixel(x: 196.5 - 40 * cos(angle), y: 426 - 40 * sin(angle))
        #expect(abs(Int(back.red) - Int(back.green)) < 8 && abs(Int(back.green) - Int(back.blue)) < 8, "grey: \(back)")
        if appearance == .light {
            #expect(back.luminance > 180, "light back: \(back)")
        } else {
            #expect(back.luminance < 110, "dark back: \(back)")
        }
    }

    @Test("The roll shows the lifted part of the page faintly, mirrored across the fold")
    func rollShowsTheLiftedPageMirrored() throws {
        // Full curl: the fold passes through the page centre (196.5, 426) at 70° from vertical, so the unit
        // vector across it toward the flat part is d = (−cos 70°, −sin 70°). The roll shows a lifted point
        // at distance −t from the fold at 0.4 t on the flat side: the roll pixel 40 pt past the fold,
        // (196.5, 426) + 40 d, shows the page point 100 pt on the lifted side, (196.5, 426) − 100 d.
        let angle = 70.0 * .pi / 180
        let direction = Point(x: -cos(angle), y: -sin(angle))
        let lifted = Point(x: 196.5 - 100 * direction.x, y: 426 - 100 * direction.y)
        let onRoll = Point(x: 196.5 + 40 * direction.x, y: 426 + 40 * direction.y)
        let rendered = try RenderedImage(
            try DepthScenes.curled(1, markedAt: lifted), options: RenderOptions(scale: 1))
        let seen = rendered.pixel(x: onRoll.x, y: onRoll.y)
        // The blue square shows through the grey back at about 0.2: bluer than it is red, but still mostly
        // the light grey of the back.
        #expect(Int(seen.blue) - Int(seen.red) > 25, "the mirrored blue square shows: \(seen)")
        #expect(seen.red > 150, "faintly, over the grey back: \(seen)")
    }

    @Test(arguments: [RenderFormat.svg, .pdf])
    func vectorOutputDrawsFlipsAndCurls(_ format: RenderFormat) throws {
        for tree in [try DepthScenes.flipped(40), try DepthScenes.curled(0.8)] {
            let data = try PresentationRenderer().render(tree, format: format)
            #expect(data.count > 1000)
            if format == .svg {
                #expect(String(decoding: data, as: UTF8.self).contains("<image"), "strips and gradients are images")
            }
        }
    }

    @Test func nonFiniteTurnsAndCurlsAreRefusedBeforeDrawing() throws {
        var turned = try DepthScenes.flipped(30)
        turned.root.children[0].transform3D?.rotationY = .nan
        #expect(
            throws: RenderingError.nonFiniteValue(
                element: "the content node “NavigationController”", field: "3-D transform")
        ) {
            try PresentationRenderer().renderPNG(turned)
        }
        var curled = try DepthScenes.curled(0.5)
        let index = try #require(curled.root.children.firstIndex { $0.pageCurl != nil })
        curled.root.children[index].pageCurl = .infinity
        #expect(throws: RenderingError.self) { try PresentationRenderer().renderPNG(curled) }
    }
}
