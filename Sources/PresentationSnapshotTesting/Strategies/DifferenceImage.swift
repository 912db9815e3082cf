import CairoGraphics

/// A picture of where two images differ, for people to look at next to the reference and the actual
/// image.
///
/// Pixels that differ beyond the per-pixel tolerance are solid pink, pixels that changed within it are
/// amber, and everything else shows the reference as a faint grey ghost (composited on white), so the
/// markers stand out while the layout stays recognisable. A pink frame is drawn around the differing
/// region, a few pixels outside it, so that a single changed pixel is easy to find in a large screenshot.
/// When the sizes differ, the picture covers both images and the part only one of them has is pink.
enum DifferenceImage {
    /// The marker of a pixel that differs beyond the tolerance.
    static let differing = RGBA8Pixel(red: 255, green: 0, blue: 102, alpha: 255)
    /// The marker of a pixel that changed within the tolerance.
    static let changedWithinTolerance = RGBA8Pixel(red: 255, green: 176, blue: 0, alpha: 255)
    /// How far the frame around the differing region stands off it, and how thick it is, in pixels.
    static let frameGap = 4, frameThickness = 2

    /// The difference picture of `actual` against `reference`, framing `region` when given.
    static func make(
        reference: RGBAImage, actual: RGBAImage, tolerance: Int,
        framing region: PixelRegion? = nil
    ) throws(GraphicsError) -> RGBAImage {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel =
                    isOnFrame(x: x, y: y, around: region)
                    ? differing : marker(reference.pixel(x: x, y: y), actual.pixel(x: x, y: y), tolerance: tolerance)
                bytes += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return try RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The colour shown for one position.
    static func marker(_ reference: RGBA8Pixel?, _ actual: RGBA8Pixel?, tolerance: Int) -> RGBA8Pixel {
        guard let reference, let actual else { return differing }
        if reference == actual { return ghost(of: reference) }
        return PixelScan.channelDifference(reference, actual) > tolerance ? differing : changedWithinTolerance
    }

    /// The pixel composited on white, turned grey and lightened to a quarter of its contrast.
    static func ghost(of pixel: RGBA8Pixel) -> RGBA8Pixel {
        let alpha = Double(pixel.alpha) / 255
        func onWhite(_ channel: UInt8) -> Double { Double(channel) * alpha + 255 * (1 - alpha) }
        let luminance = 0.299 * onWhite(pixel.red) + 0.587 * onWhite(pixel.green) + 0.114 * onWhite(pixel.blue)
        let grey = UInt8((255 - (255 - luminance) / 4).rounded())
        return RGBA8Pixel(red: grey, green: grey, blue: grey, alpha: 255)
    }

    /// Whether (`x`, `y`) lies on the frame drawn around `region`.
    static func isOnFrame(x: Int, y: Int, around region: PixelRegion?) -> Bool {
        guard let region else { return false }
        let outer = (gap: frameGap + frameThickness, inner: frameGap)
        let left = region.x - outer.gap
        let right = region.x + region.width - 1 + outer.gap
        let top = region.y - outer.gap
        let bottom = region.y + region.height - 1 + outer.gap
        guard (left...right).contains(x), (top...bottom).contains(y) else { return false }
        let insideLeft = region.x - outer.inner
        let insideRight = region.x + region.width - 1 + outer.inner
        let insideTop = region.y - outer.inner
        let insideBottom = region.y + region.height - 1 + outer.inner
        return !((insideLeft...insideRight).contains(x) && (insideTop...insideBottom).contains(y))
    }
}
