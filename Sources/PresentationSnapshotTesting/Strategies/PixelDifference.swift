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
    /// Pixels with a channel more than ``ImageTolerance/perPixel`` levels off (all of them when the sizes
    /// differ).
    public let differingPixelCount: Int
    /// Pixels with any difference, within the per-pixel tolerance or not.
    public let changedPixelCount: Int
    /// The bounding box of the differing pixels, when some differ and the sizes match.
    public let differingRegion: PixelRegion?
    /// The first pixel, in reading order, with the largest channel difference.
    public let worstPixel: PixelLocation?

    /// Compares `actual` with `reference`.
    public init(reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance) {
        self.tolerance = tolerance
        referenceSize = PixelSize(width: reference.width, height: reference.height)
        actualSize = PixelSize(width: actual.width, height: actual.height)
        guard referenceSize == actualSize else {
            pixelCount = max(referenceSize.pixelCount, actualSize.pixelCount)
            (differingPixelCount, changedPixelCount, differingRegion, worstPixel) = (pixelCount, pixelCount, nil, nil)
            return
        }
        let scan = PixelScan.compare(reference, actual, tolerance: tolerance.perPixel)
        pixelCount = actualSize.pixelCount
        differingPixelCount = scan.differingPixels
        changedPixelCount = scan.changedPixels
        differingRegion = scan.differingRegion
        worstPixel = scan.worstPixel
    }

    /// Whether the two images have the same width and height.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// Whether the images match: same size, and no more differing pixels than the tolerance allows.
    public var isWithinTolerance: Bool {
        sizesMatch && differingPixelCount <= tolerance.allowedDifferingPixels(outOf: pixelCount)
    }

    /// The share of the pixels that differ, 0…1.
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
    }

    /// A few sentences for a test failure: the count against the allowance, where the differences lie,
    /// the largest difference with both colours, and how many more pixels changed within the tolerance.
    public var summary: String {
        guard sizesMatch else {
            return "The image is \(actualSize) px; the reference is \(referenceSize) px."
        }
        var lines = [countSentence()]
        if let differingRegion { lines.append("They lie in \(differingRegion).") }
        if let worstPixel, worstPixel.channelDifference > 0 {
            lines.append(
                "Largest difference: \(worstPixel.channelDifference) levels at (\(worstPixel.x), \(worstPixel.y)): "
                    + "reference \(worstPixel.reference), actual \(worstPixel.actual).")
        }
        let withinTolerance = changedPixelCount - differingPixelCount
        if withinTolerance > 0 {
            lines.append(
                "\(NumberText.grouped(withinTolerance)) more changed by 1…\(tolerance.perPixel) levels, "
                    + "within the per-pixel tolerance.")
        }
        return lines.joined(separator: "\n")
    }

    private func countSentence() -> String {
        let allowed = tolerance.allowedDifferingPixels(outOf: pixelCount)
        let levels = tolerance.perPixel == 0 ? "at all" : "by more than \(tolerance.perPixel) levels"
        return "\(NumberText.grouped(differingPixelCount)) of \(NumberText.grouped(pixelCount)) pixels "
            + "(\(NumberText.percent(differingFraction))) differ \(levels); the tolerance allows "
            + "\(NumberText.grouped(allowed)) (\(NumberText.percent(tolerance.fractionOfPixels)))."
    }
}
