import CairoGraphics

/// A picture of where two images differ, for people to look at next to the reference and the actual
/// image.
///
/// Pixels that differ beyond the tolerance are solid pink, pixels that changed but that a rule of the
/// tolerance accepts are amber, and everything else shows the reference as a faint grey ghost (composited on white), so the
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

    /// The difference picture of `actual` against `reference` judged by `tolerance`, framing `region` when
    /// given.
    static func make(
        reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance,
        framing region: PixelRegion? = nil
    ) throws(GraphicsError) -> RGBAImage {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        PixelGrid.with(reference, actual) { left, right in
            let judge = left.flatMap { left in
                right.map { PixelJudge(tolerance: tolerance, reference: left, actual: $0) }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = isOnFrame(x: x, y: y, around: region) ? differing : marker(x: x, y: y, judge)
                    bytes += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
                }
            }
        }
        return try RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The colour shown for one position: pink where only one image has it.
    static func marker(x: Int, y: Int, _ judge: PixelJudge?) -> RGBA8Pixel {
        guard let judge, judge.reference.contains(x: x, y: y), judge.actual.contains(x: x, y: y) else {
            return differing
        }
        switch judge.verdict(x: x, y: y) {
        case .same: return ghost(of: judge.reference.pixel(x: x, y: y))
        case .differing: return differing
        case .withinLevels, .perceptuallyClose, .antialiasedEdge: return changedWithinTolerance
        }
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
