import CairoGraphics
import Testing

@testable import PresentationComparison
@testable import PresentationSnapshotTestingOnLinux

/// The difference picture marks what differs, shows a ghost of the rest, and frames the region.
@Suite struct DifferenceImageTests {
    static let pink = DifferenceImage.differing, amber = DifferenceImage.changedWithinTolerance

    @Test func differingPixelsArePinkChangesWithinToleranceAmberTheRestAGhost() throws {
        let reference = try TestImages.stripes()
        var actual = try TestImages.changing(reference, at: [(20, 10)], TestImages.redder(by: 100))
        actual = try TestImages.changing(actual, at: [(30, 20)], TestImages.redder(by: 1))
        let picture = try DifferenceImage.make(
            reference: reference, actual: actual, tolerance: ImageTolerance(perPixel: 1))
        #expect(picture.pixel(x: 20, y: 10) == Self.pink)
        #expect(picture.pixel(x: 30, y: 20) == Self.amber)
        let ghost = try #require(picture.pixel(x: 0, y: 1))
        #expect(ghost.red == ghost.green && ghost.green == ghost.blue && ghost.red > 190, "a light grey ghost")
    }

    @Test func theGhostKeepsAQuarterOfTheContrastOnWhite() {
        let white = RGBA8Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        let black = RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 255)
        let clear = RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(DifferenceImage.ghost(of: white) == white)
        #expect(DifferenceImage.ghost(of: black).red == 191)
        #expect(DifferenceImage.ghost(of: clear) == white, "transparent pixels composite to white")
    }

    @Test func aFrameSurroundsTheDifferingRegionAFewPixelsOut() throws {
        let reference = try TestImages.stripes()
        let actual = try TestImages.changing(reference, at: [(20, 15)], TestImages.redder(by: 100))
        let region = PixelRegion(x: 20, y: 15, width: 1, height: 1)
        let picture = try DifferenceImage.make(reference: reference, actual: actual, tolerance: .exact, framing: region)
        #expect(picture.pixel(x: 20 - 5, y: 15) == Self.pink, "on the frame, 4 px gap then 2 px thick")
        #expect(picture.pixel(x: 20 - 6, y: 15) == Self.pink)
        #expect(picture.pixel(x: 20 - 4, y: 15) != Self.pink, "the gap")
        #expect(picture.pixel(x: 20 - 7, y: 15) != Self.pink, "outside")
        #expect(picture.pixel(x: 20, y: 15 + 6) == Self.pink)
    }

    @Test func theExtraPartOfALargerImageIsPink() throws {
        let picture = try DifferenceImage.make(
            reference: try TestImages.stripes(height: 30),
            actual: try TestImages.stripes(height: 32), tolerance: .exact)
        #expect(picture.width == 40 && picture.height == 32)
        #expect(picture.pixel(x: 3, y: 31) == Self.pink)
        #expect(picture.pixel(x: 3, y: 29) != Self.pink)
    }
}
