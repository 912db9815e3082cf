import CairoGraphics
import PresentationKit
import PresentationRendering
import Testing

/// The device frame of a Home-button iPhone: a forehead and a chin around the screen, in the proportions of
/// Apple's published dimensions.
@Suite struct DeviceFrameTests {
    private let frameOnly = RenderOptions(scale: 1, includesDeviceFrame: true)

    @Test("An iPhone 8 in its frame has the body's proportions, equal forehead and chin, and a home button")
    func iPhone8HasAForeheadAndAChin() throws {
        // Apple's iPhone 8 Tech Specs: body 138.4 × 67.3 mm; Retina HD display 1334 × 750 pixels at 326 ppi,
        // so 163 points per inch (2 pixels a point): 6.417 points a millimetre. Body: 888.2 × 431.9 pt around
        // the 667 × 375-pt screen: a forehead and a chin of (888.2 − 667) / 2 = 110.6 pt, sides of 28.4 pt.
        let tree = try Scenes.plain("iphone-8")
        let rendered = try RenderedImage(tree, options: frameOnly)
        let (width, height) = (Double(rendered.image.width), Double(rendered.image.height))
        #expect(abs(width / height - 67.3 / 138.4) < 0.005, "\(width) × \(height)")
        #expect(abs(height - 888.2) <= 1.5 && abs(width - 431.9) <= 1.5)
        let screenTop = firstRow(in: rendered, x: width / 2, from: 0) { $0.luminance > 200 }
        let screenBottom = firstRow(in: rendered, x: 200, from: height - 1, step: -1) { $0.luminance > 200 }
        let chin = height - 1 - screenBottom
        #expect(abs(screenTop - 110.6) <= 1.5 && abs(chin - 110.6) <= 1.5, "forehead \(screenTop), chin \(chin)")
        // The home button: a ring about 11 mm (70 pt) across in the middle of the chin, lighter than the band
        // on its edge, band-dark inside.
        let buttonCentre = Point(x: width / 2, y: height - chin / 2)
        let ring = brightest(in: rendered, x: buttonCentre.x, ys: buttonCentre.y - 36...buttonCentre.y - 33)
        let inside = rendered.pixel(x: buttonCentre.x, y: buttonCentre.y)
        let band = rendered.pixel(x: 10, y: height / 2)
        #expect(ring.luminance > band.luminance + 20, "ring \(ring), band \(band)")
        #expect(abs(inside.luminance - band.luminance) <= 2)
        // The earpiece slot in the middle of the forehead, a shade lighter than the band.
        let earpiece = rendered.pixel(x: width / 2, y: screenTop / 2)
        #expect(earpiece.luminance > band.luminance + 10, "earpiece \(earpiece), band \(band)")
    }

    @Test("Turned to landscape, the forehead is on the left and the home button on the right")
    func landscapeTurnsTheFace() throws {
        // UIKit's landscapeRight, the orientation this model calls landscape, has the home button on the right.
        let tree = try Scenes.plain("iphone-8", orientation: .landscape)
        let rendered = try RenderedImage(tree, options: frameOnly)
        let (width, height) = (Double(rendered.image.width), Double(rendered.image.height))
        #expect(abs(height / width - 67.3 / 138.4) < 0.005)
        let band = rendered.pixel(x: width / 2, y: 5)
        let ringRight = brightest(in: rendered, x: width - 110.6 / 2, ys: height / 2 - 36...height / 2 - 33)
        let ringLeft = brightest(in: rendered, x: 110.6 / 2, ys: height / 2 - 36...height / 2 - 33)
        #expect(ringRight.luminance > band.luminance + 20, "the home button on the right")
        #expect(abs(ringLeft.luminance - band.luminance) <= 2, "no button on the left")
    }

    @Test("Phones with a full-screen display keep the even band")
    func fullScreenPhonesKeepTheEvenBand() throws {
        let tree = try Scenes.plain("iphone-15-pro")
        let rendered = try RenderedImage(tree, options: frameOnly)
        let band = RenderOptions.deviceFrameWidth
        #expect(Double(rendered.image.width) == tree.size.width + 2 * band)
        #expect(Double(rendered.image.height) == tree.size.height + 2 * band)
    }

    /// The brightest pixel at `x` in the rows `ys` (a ring a pixel or two wide, wherever it falls).
    private func brightest(in rendered: RenderedImage, x: Double, ys: ClosedRange<Double>) -> RGBA8Pixel {
        stride(from: ys.lowerBound, through: ys.upperBound, by: 1).map { rendered.pixel(x: x, y: $0) }
            .max { $0.luminance < $1.luminance } ?? RGBA8Pixel(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// The first row, from `start` moving by `step`, whose pixel at `x` passes `test`.
    private func firstRow(
        in rendered: RenderedImage, x: Double, from start: Double, step: Double = 1, _ test: (RGBA8Pixel) -> Bool
    ) -> Double {
        var y = start
        while y >= 0, y < Double(rendered.image.height), !test(rendered.pixel(x: x, y: y)) { y += step }
        return y
    }
}
