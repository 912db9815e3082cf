import CairoGraphics

/// What comparing a rendered image with its reference found: how many pixels differ, where, and by how
/// much, judged against an ``ImageTolerance``.
///
/// ```swift
/// let difference = PixelDifference(reference: recorded, actual: rendered, tolerance: .antialiasing)
/// if !difference.isWithinTolerance { print(difference.summary) }
/// ```
public struct PixelDifference: Hashable, Sendable {
    /// The tolerance the images were judged by.
    public let tolerance: ImageTolerance
    /// The reference image's width and height in pixels.
    public let referenceSize: PixelSize
    /// The compared image's width and height in pixels.
    public let actualSize: PixelSize
    /// The number of pixels compared (the larger image's when the sizes differ).
    public let pixelCount: Int
    /// Pixels no rule of the tolerance accepts (all of them when the sizes differ).
    public let differingPixelCount: Int
    /// Pixels with any difference, accepted by the tolerance or not.
    public let changedPixelCount: Int
    /// Changed pixels the perceptual rule accepted (``ImageTolerance/perceptualPrecision``).
    public let perceptuallyClosePixelCount: Int
    /// Changed pixels the anti-aliased-edge rule accepted (``ImageTolerance/acceptsAntialiasedEdges``).
    public let antialiasedEdgePixelCount: Int
    /// The largest CIE94 ΔE (0…100) among the changed pixels, when the tolerance has a perceptual rule and
    /// the sizes match.
    public let largestDeltaE: Double?
    /// The bounding box of the differing pixels, when some differ and the sizes match.
    public let differingRegion: PixelRegion?
    /// The first pixel, in reading order, with the largest channel difference.
    public let worstPixel: PixelLocation?

    /// Compares `actual` with `reference`.
    public init(reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance) {
        self = Self.measuring(reference: reference, actual: actual, tolerance: tolerance).difference
    }

    /// Compares `actual` with `reference`, with the scan's changed pixels when the sizes match (`nil` when
    /// they do not), for the difference image.
    static func measuring(
        reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance
    ) -> (difference: PixelDifference, scan: PixelScan?) {
        let referenceSize = PixelSize(width: reference.width, height: reference.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        guard referenceSize == actualSize else {
            let difference = PixelDifference(
                tolerance: tolerance, referenceSize: referenceSize, actualSize: actualSize, scan: nil)
            return (difference, nil)
        }
        let scan = PixelScan.compare(reference, actual, tolerance: tolerance)
        return (
            PixelDifference(tolerance: tolerance, referenceSize: referenceSize, actualSize: actualSize, scan: scan),
            scan
        )
    }

    /// The difference `scan` found, or, without a scan (the sizes differ), every pixel differing.
    private init(tolerance: ImageTolerance, referenceSize: PixelSize, actualSize: PixelSize, scan: PixelScan?) {
        self.tolerance = tolerance
        self.referenceSize = referenceSize
        self.actualSize = actualSize
        guard let scan else {
            pixelCount = max(referenceSize.pixelCount, actualSize.pixelCount)
            (differingPixelCount, changedPixelCount, differingRegion, worstPixel) = (pixelCount, pixelCount, nil, nil)
            (perceptuallyClosePixelCount, antialiasedEdgePixelCount, largestDeltaE) = (0, 0, nil)
            return
        }
        pixelCount = actualSize.pixelCount
        differingPixelCount = scan.differingPixels
        changedPixelCount = scan.changedPixels
        perceptuallyClosePixelCount = scan.accepted[.perceptuallyClose] ?? 0
        antialiasedEdgePixelCount = scan.accepted[.antialiasedEdge] ?? 0
        largestDeltaE = scan.largestDeltaE
        differingRegion = scan.differingRegion
        worstPixel = scan.worstPixel
    }

    /// Whether the two images have the same width and height.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// Whether the images match: same size, and no more differing pixels than the tolerance allows.
    public var isWithinTolerance: Bool {
        sizesMatch && differingPixelCount <= tolerance.allowedDifferingPixels(outOf: pixelCount)
    }

    /// The sentence that says two images' sizes differ: `The image is 393 × 852 px; the reference is 375 × 667 px.`
    static func sizeSentence(reference: PixelSize, actual: PixelSize) -> String {
        "The image is \(actual) px; the reference is \(reference) px."
    }

    /// The share of the pixels that differ, 0…1.
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
    }

    /// The share of the pixels that match, 0…1: swift-snapshot-testing's "actual precision".
    public var matchingFraction: Double { 1 - differingFraction }

    /// A few sentences for a test failure: the count against the allowance, where the differences lie,
    /// the largest difference with both colours, and how many more pixels changed but were accepted, by
    /// which rule.
    public var summary: String {
        guard sizesMatch else { return Self.sizeSentence(reference: referenceSize, actual: actualSize) }
        var lines = [countSentence()]
        if let differingRegion { lines.append("They lie in \(differingRegion).") }
        if let worstPixel, worstPixel.channelDifference > 0 {
            lines.append(
                "Largest difference: \(worstPixel.channelDifference) levels at (\(worstPixel.x), \(worstPixel.y)): "
                    + "reference \(worstPixel.reference), actual \(worstPixel.actual).")
        }
        if let perceptualSentence { lines.append(perceptualSentence) }
        return (lines + acceptedSentences).joined(separator: "\n")
    }

    /// Upstream's second line: the lowest perceptual precision of a pixel against the required one.
    private var perceptualSentence: String? {
        guard let largestDeltaE, let maximum = tolerance.maximumDeltaE, largestDeltaE > maximum else { return nil }
        return "The lowest perceptual precision of a pixel, \(NumberText.decimal(1 - largestDeltaE / 100)) "
            + "(CIE94 ΔE \(NumberText.decimal(largestDeltaE))), is below the required "
            + "\(NumberText.decimal(tolerance.perceptualPrecision))."
    }

    /// One sentence per rule that accepted changed pixels.
    private var acceptedSentences: [String] {
        let withinLevels =
            changedPixelCount - differingPixelCount - perceptuallyClosePixelCount
            - antialiasedEdgePixelCount
        let sentences: [(Int, String)] = [
            (withinLevels, "changed by 1…\(tolerance.perPixel) levels, within the per-pixel tolerance"),
            (perceptuallyClosePixelCount, "changed imperceptibly, within the perceptual precision"),
            (
                antialiasedEdgePixelCount,
                "changed only along edges drawn a fraction of a pixel elsewhere (anti-aliasing)"
            ),
        ]
        return sentences.filter { $0.0 > 0 }.map { "\(NumberText.grouped($0.0)) more \($0.1)." }
    }

    private func countSentence() -> String {
        let allowed = tolerance.allowedDifferingPixels(outOf: pixelCount)
        let levels =
            !tolerance.judgesByLevelsOnly
            ? "beyond the tolerance"
            : tolerance.perPixel == 0 ? "at all" : "by more than \(tolerance.perPixel) levels"
        return "\(NumberText.grouped(differingPixelCount)) of \(NumberText.grouped(pixelCount)) pixels "
            + "(\(NumberText.percent(differingFraction))) differ \(levels); the tolerance allows "
            + "\(NumberText.grouped(allowed)) (\(NumberText.percent(tolerance.fractionOfPixels)))."
    }
}
