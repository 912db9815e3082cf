import CairoGraphics
import Foundation
import PresentationKit
import Testing

@testable import PresentationComparison
@testable import PresentationSnapshotTestingOnLinux

/// `precision` and `perceptualPrecision` mean what they mean in swift-snapshot-testing: the share of
/// pixels that must match, and a pixel matches when its CIE94 ΔE is at most `(1 − perceptualPrecision) × 100`.
/// Colour expectations are published values, not this code's output.
@Suite struct PerceptualPrecisionTests {
    static func expect(_ lab: LabColor, _ expected: (Double, Double, Double), within margin: Double = 0.01) {
        #expect(abs(lab.lightness - expected.0) < margin && abs(lab.a - expected.1) < margin)
        #expect(abs(lab.b - expected.2) < margin, "\(lab) ≠ \(expected)")
    }

    static func opaque(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBA8Pixel {
        RGBA8Pixel(red: red, green: green, blue: blue, alpha: 255)
    }

    /// sRGB white, black and red in CIE Lab (D65), as Bruce Lindbloom's calculator gives them.
    @Test func sRGBPrimariesHaveTheirPublishedLabCoordinates() {
        Self.expect(LabColor(premultiplying: Self.opaque(255, 255, 255)), (100, 0, 0))
        Self.expect(LabColor(premultiplying: Self.opaque(0, 0, 0)), (0, 0, 0))
        Self.expect(LabColor(premultiplying: Self.opaque(255, 0, 0)), (53.2408, 80.0925, 67.2032))
        Self.expect(LabColor(premultiplying: RGBA8Pixel(red: 255, green: 0, blue: 0, alpha: 0)), (0, 0, 0))
    }

    /// MathWorks' `deltaE` example: pure red against [255 10 50] is 18.6206 in CIE76 (Euclidean Lab).
    @Test func theConversionReproducesAPublishedCIE76Difference() {
        let red = LabColor(premultiplying: Self.opaque(255, 0, 0))
        let darkRed = LabColor(premultiplying: Self.opaque(255, 10, 50))
        let cie76 = (pow(red.lightness - darkRed.lightness, 2) + pow(red.a - darkRed.a, 2) + pow(red.b - darkRed.b, 2))
            .squareRoot()
        #expect(abs(cie76 - 18.6206) < 0.001)
    }

    /// Sharma, Wu and Dalal's first test pair: CIE94 (graphic arts) ΔE 1.3950, against CIE76's 4.0011.
    @Test func cie94MatchesThePublishedPair() {
        let reference = LabColor(lightness: 50, a: 2.6772, b: -79.7751)
        let sample = LabColor(lightness: 50, a: 0, b: -82.7485)
        #expect(abs(sample.deltaE94(from: reference) - 1.3950) < 0.0001)
    }

    /// 12 of 1,200 pixels changed completely: precision 0.99 allows 12, 0.991 allows ⌊10.8⌋.
    @Test func precisionIsTheShareOfPixelsThatMustMatch() throws {
        let reference = try TestImages.stripes()
        let actual = try TestImages.changing(reference, at: (0..<12).map { ($0, 3) }, TestImages.redder(by: 255))
        #expect(
            PixelDifference(reference: reference, actual: actual, tolerance: ImageTolerance(precision: 0.99))
                .isWithinTolerance)
        let strict = PixelDifference(reference: reference, actual: actual, tolerance: ImageTolerance(precision: 0.991))
        #expect(!strict.isWithinTolerance && strict.differingPixelCount == 12)
        #expect(abs(strict.matchingFraction - 0.99) < 1e-9)
    }

    /// Grey 128 against grey 130: L* 53.59 against 54.36 (CIE formulas), ΔE ≈ 0.77 — a match at
    /// perceptual precision 0.99 (ΔE ≤ 1), not at 0.995 (ΔE ≤ 0.5).
    @Test func perceptualPrecisionBoundsTheColourDifferenceOfAPixel() throws {
        let grey = try RGBAImage(
            width: 4, height: 4, bytes: Array(repeating: [128, 128, 128, 255], count: 16).flatMap { $0 })
        let lighter = try TestImages.changing(grey, at: [(1, 1), (2, 2)]) { _ in Self.opaque(130, 130, 130) }
        let loose = PixelDifference(
            reference: grey, actual: lighter, tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.99))
        #expect(loose.isWithinTolerance && loose.perceptuallyClosePixelCount == 2)
        let deltaE = try #require(loose.largestDeltaE)
        #expect(deltaE > 0.7 && deltaE < 0.85)
        let tight = PixelDifference(
            reference: grey, actual: lighter, tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.995))
        #expect(!tight.isWithinTolerance && tight.differingPixelCount == 2)
        #expect(tight.summary.contains("is below the required 0.995."))
        #expect(
            PixelDifference(
                reference: grey, actual: lighter,
                tolerance: ImageTolerance(precision: 0.875, perceptualPrecision: 0.995)
            ).isWithinTolerance, "2 of 16 pixels may differ at precision 0.875")
    }

    /// Black on white is ΔE 100, the whole scale: only perceptual precision 0 (ΔE ≤ 100) accepts it. An
    /// alpha change counts in percent of full opacity.
    @Test func blackOnWhiteAndAlphaChangesAreNotPerceptuallyClose() throws {
        let white = try RGBAImage(width: 2, height: 2, bytes: Array(repeating: 255, count: 16))
        let dot = try TestImages.changing(white, at: [(0, 0)]) { _ in Self.opaque(0, 0, 0) }
        #expect(
            !PixelDifference(
                reference: white, actual: dot, tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.01)
            )
            .isWithinTolerance)
        #expect(
            PixelDifference(
                reference: white, actual: dot, tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0)
            )
            .isWithinTolerance)
        let reference = try TestImages.stripes()
        let fainter = try TestImages.changing(reference, at: [(5, 5)]) { pixel in
            RGBA8Pixel(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: 230)
        }
        // 25 levels of alpha are 9.8 % of full opacity, beyond ΔE 5.
        #expect(
            !PixelDifference(
                reference: reference, actual: fainter,
                tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.95)
            )
            .isWithinTolerance)
    }
}
