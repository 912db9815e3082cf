import CairoGraphics
import PresentationKit
import PresentationRendering
import PresentationScenes
import PresentationSnapshotTesting
import Testing

/// The pixel comparison counts exactly, respects both tolerances as documented and explains itself.
@Suite struct PixelDifferenceTests {
    @Test func identicalImagesDoNotDiffer() throws {
        let image = try TestImages.stripes()
        let difference = PixelDifference(reference: image, actual: image, tolerance: .exact)
        #expect(difference.isWithinTolerance)
        #expect(difference.differingPixelCount == 0 && difference.changedPixelCount == 0)
        #expect(difference.differingRegion == nil && difference.worstPixel == nil)
    }

    @Test func oneChangedPixelIsFoundWithItsPlaceAndColours() throws {
        let reference = try TestImages.stripes()
        let actual = try TestImages.changing(reference, at: [(7, 5)], TestImages.redder(by: 200))
        let difference = PixelDifference(reference: reference, actual: actual, tolerance: .exact)
        #expect(!difference.isWithinTolerance)
        #expect(difference.differingPixelCount == 1 && difference.pixelCount == 1200)
        #expect(difference.differingRegion == PixelRegion(x: 7, y: 5, width: 1, height: 1))
        #expect(
            difference.worstPixel
                == PixelLocation(
                    x: 7, y: 5, reference: RGBA8Pixel(red: 20, green: 40, blue: 200, alpha: 255),
                    actual: RGBA8Pixel(red: 220, green: 40, blue: 200, alpha: 255)))
        #expect(
            difference.summary == """
                1 of 1,200 pixels (0.083 %) differ at all; the tolerance allows 0 (0 %).
                They lie in x 7…7, y 5…5.
                Largest difference: 200 levels at (7, 5): reference rgba(20, 40, 200, 255), actual rgba(220, 40, 200, 255).
                """)
    }

    @Test func thePerPixelToleranceIgnoresSmallChannelDifferences() throws {
        let reference = try TestImages.stripes()
        let actual = try TestImages.changing(reference, at: [(1, 1), (2, 2)], TestImages.redder(by: 2))
        #expect(
            PixelDifference(reference: reference, actual: actual, tolerance: ImageTolerance(perPixel: 2))
                .isWithinTolerance)
        let strict = PixelDifference(reference: reference, actual: actual, tolerance: ImageTolerance(perPixel: 1))
        #expect(!strict.isWithinTolerance && strict.differingPixelCount == 2)
    }

    @Test func theFractionAllowsAtMostItsShareOfPixelsRoundedDown() throws {
        let reference = try TestImages.stripes()
        let actual = try TestImages.changing(reference, at: [(0, 0), (1, 0), (2, 0)], TestImages.redder(by: 255))
        // 3 of 1,200 pixels = 0.25 %: 0.0025 allows ⌊3⌋, 0.0024 allows ⌊2.88⌋ = 2.
        #expect(
            PixelDifference(
                reference: reference, actual: actual,
                tolerance: ImageTolerance(fractionOfPixels: 0.0025)
            ).isWithinTolerance)
        let tight = PixelDifference(
            reference: reference, actual: actual, tolerance: ImageTolerance(fractionOfPixels: 0.0024))
        #expect(!tight.isWithinTolerance)
        #expect(tight.summary.hasPrefix("3 of 1,200 pixels (0.25 %) differ at all; the tolerance allows 2 (0.24 %)."))
    }

    @Test func bothTolerancesApplyTogether() throws {
        let reference = try TestImages.stripes()
        let actual = try TestImages.changing(reference, at: [(0, 0)], TestImages.redder(by: 255))
        let nudged = try TestImages.changing(actual, at: [(5, 5), (6, 6)], TestImages.redder(by: 1))
        let difference = PixelDifference(
            reference: reference, actual: nudged,
            tolerance: ImageTolerance(perPixel: 1, fractionOfPixels: 0))
        #expect(difference.differingPixelCount == 1 && difference.changedPixelCount == 3)
        #expect(difference.summary.hasSuffix("2 more changed by 1…1 levels, within the per-pixel tolerance."))
        #expect(
            PixelDifference(
                reference: reference, actual: nudged,
                tolerance: ImageTolerance(perPixel: 1, fractionOfPixels: 0.001)
            ).isWithinTolerance)
    }

    @Test func differentSizesNeverMatch() throws {
        let difference = PixelDifference(
            reference: try TestImages.stripes(height: 30), actual: try TestImages.stripes(height: 31),
            tolerance: ImageTolerance(perPixel: 255, fractionOfPixels: 1))
        #expect(!difference.isWithinTolerance && !difference.sizesMatch)
        #expect(difference.summary == "The image is 40 × 31 px; the reference is 40 × 30 px.")
    }

    @Test func tolerancesAreClampedIntoRange() {
        #expect(ImageTolerance(perPixel: -3, fractionOfPixels: 2) == ImageTolerance(perPixel: 0, fractionOfPixels: 1))
        #expect(
            ImageTolerance(perPixel: 300, fractionOfPixels: .nan) == ImageTolerance(perPixel: 255, fractionOfPixels: 0))
        #expect(ImageTolerance(perceptualPrecision: -1).perceptualPrecision == 0)
        #expect(ImageTolerance(perceptualPrecision: .nan).maximumDeltaE == nil, "NaN is the strict end")
        #expect(ImageTolerance(fractionOfPixels: 0.001).allowedDifferingPixels(outOf: 1179 * 2556) == 3013)
    }

    /// The assertion of the former `ReferenceImageTests.differingImagesAreCaught`, on a rendered sheet.
    @Test func differingRenderedImagesAreCaughtAsCairoGraphicsCountsThem() throws {
        let scene = try SceneDecoder.decode(
            yaml: """
                device: iphone-15-pro
                root: { navigation: { title: Mailboxes, rows: [Inbox, Drafts] } }
                actions: [{ present: { id: sheet, style: pageSheet, animated: false, content: { plain: { title: New } } } }]
                """, file: "sheet.yaml")
        let image = try PresentationRenderer().renderImage(
            scene.run().window.renderTree(), options: RenderOptions(scale: 1))
        let changed = try TestImages.changing(image, at: (0..<200).map { ($0, 0) }) { pixel in
            var changed = pixel
            changed.red = pixel.red &+ 50
            return changed
        }
        let difference = PixelDifference(reference: image, actual: changed, tolerance: ImageTolerance(perPixel: 2))
        #expect(difference.differingPixelCount == 200)
        #expect(difference.differingPixelCount == image.countOfPixelsDiffering(from: changed, tolerance: 2))
        #expect(PixelDifference(reference: image, actual: image, tolerance: .exact).differingPixelCount == 0)
    }
}
