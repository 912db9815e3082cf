import CairoGraphics

/// Judges each position of two images against an ``ImageTolerance``: the one place its rules are
/// applied, for the counts and for the difference image alike.
struct PixelJudge {
    let tolerance: ImageTolerance
    let reference: PixelGrid
    let actual: PixelGrid

    /// The verdict at (`x`, `y`), which must be inside both images.
    func verdict(x: Int, y: Int) -> PixelVerdict {
        judgement(x: x, y: y, reference: reference.pixel(x: x, y: y), actual: actual.pixel(x: x, y: y)).verdict
    }

    /// The verdict at (`x`, `y`) for its two pixels, already read, with their perceptual distance when the
    /// tolerance has a perceptual rule (measured for every changed pixel, so that the largest is known).
    func judgement(
        x: Int, y: Int, reference old: RGBA8Pixel, actual new: RGBA8Pixel
    ) -> (verdict: PixelVerdict, deltaE: Double?) {
        if old == new { return (.same, nil) }
        let deltaE = tolerance.maximumDeltaE.map { _ in Self.deltaE(old, new) }
        if PixelScan.channelDifference(old, new) <= tolerance.perPixel { return (.withinLevels, deltaE) }
        if let maximum = tolerance.maximumDeltaE, let deltaE, deltaE <= maximum { return (.perceptuallyClose, deltaE) }
        if tolerance.acceptsAntialiasedEdges, isOnAntialiasedEdge(x: x, y: y, old, new) {
            return (.antialiasedEdge, deltaE)
        }
        return (.differing, deltaE)
    }

    /// The perceptual distance of two pixels: the CIE94 ΔE of their colours composited on black, or their
    /// alpha difference in percent when that is larger (Lab has no alpha), capped at 100 as Core Image's
    /// `CILabDeltaE` caps it.
    static func deltaE(_ reference: RGBA8Pixel, _ actual: RGBA8Pixel) -> Double {
        let colour = LabColor(premultiplying: actual).deltaE94(from: LabColor(premultiplying: reference))
        let alpha = Double(abs(Int(reference.alpha) - Int(actual.alpha))) / 255 * 100
        return min(100, max(colour, alpha))
    }

    /// Whether each image's pixel is a blend of the other image's colours around it.
    private func isOnAntialiasedEdge(x: Int, y: Int, _ old: RGBA8Pixel, _ new: RGBA8Pixel) -> Bool {
        reference.spans(new, aroundX: x, y: y, slack: tolerance.perPixel)
            && actual.spans(old, aroundX: x, y: y, slack: tolerance.perPixel)
    }
}
