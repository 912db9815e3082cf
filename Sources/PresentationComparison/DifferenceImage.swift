import CairoGraphics
import Foundation

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
    /// given. `scan` is the comparison already made of the two (same-sized) images, if there is one.
    ///
    /// Images of the same size are painted from the scan's changed pixels over the ghost of the reference,
    /// which is made a word at a time without the judge, and the frame is drawn afterwards over its own pixels
    /// only: a failing snapshot should cost little more than a passing one, in debug builds too.
    static func make(
        reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance,
        framing region: PixelRegion? = nil, scan: PixelScan? = nil
    ) throws(GraphicsError) -> RGBAImage {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { buffer in
            guard let output = buffer.baseAddress else { return }
            PixelGrid.with(reference, actual) { left, right in
                if let left, let right, left.width == right.width, left.height == right.height {
                    paint(scan ?? PixelScan.compare(reference, actual, tolerance: tolerance), over: left, into: output)
                } else {
                    paintMismatchedSizes(left, right, tolerance: tolerance, into: output, width: width, height: height)
                }
            }
            if let region { drawFrame(around: region, into: output, width: width, height: height) }
        }
        return try RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The ghost of `reference` with `scan`'s changed pixels marked.
    private static func paint(_ scan: PixelScan, over reference: PixelGrid, into output: UnsafeMutableRawPointer) {
        for y in 0..<reference.height {
            ghostRow(reference.row(y), into: output + y * reference.width * 4, width: reference.width)
        }
        for row in scan.changedRows {
            let start = output + row.y * reference.width * 4
            for (x, mark) in row.marks.enumerated() where mark != .unchanged {
                store(mark == .differing ? differing : changedWithinTolerance, at: start + x * 4)
            }
        }
    }

    /// Images of different sizes: pink where only one has a pixel, judged pixel by pixel where both have one.
    private static func paintMismatchedSizes(
        _ reference: PixelGrid?, _ actual: PixelGrid?, tolerance: ImageTolerance,
        into output: UnsafeMutableRawPointer, width: Int, height: Int
    ) {
        let judge = reference.flatMap { left in
            actual.map { PixelJudge(tolerance: tolerance, reference: left, actual: $0) }
        }
        for y in 0..<height {
            let row = output + y * width * 4
            for x in 0..<width { store(marker(x: x, y: y, judge), at: row + x * 4) }
        }
    }

    /// Ghosts `width` pixels of `source` into `destination`, one 32-bit word at a time, computing each ghost
    /// once per run of equal pixels (screenshots are mostly runs).
    private static func ghostRow(_ source: UnsafeRawPointer, into destination: UnsafeMutableRawPointer, width: Int) {
        var last: (word: UInt32, ghost: UInt32)?
        for x in 0..<width {
            let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            if last?.word != word {
                let pixel = RGBA8Pixel(
                    red: UInt8(truncatingIfNeeded: word), green: UInt8(truncatingIfNeeded: word >> 8),
                    blue: UInt8(truncatingIfNeeded: word >> 16), alpha: UInt8(truncatingIfNeeded: word >> 24))
                let grey = UInt32(ghost(of: pixel).red)
                last = (word, grey | grey << 8 | grey << 16 | 0xFF00_0000)
            }
            destination.storeBytes(of: last?.ghost ?? 0, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// Writes `pixel` at `address`.
    private static func store(_ pixel: RGBA8Pixel, at address: UnsafeMutableRawPointer) {
        address.storeBytes(of: pixel.red, as: UInt8.self)
        address.storeBytes(of: pixel.green, toByteOffset: 1, as: UInt8.self)
        address.storeBytes(of: pixel.blue, toByteOffset: 2, as: UInt8.self)
        address.storeBytes(of: pixel.alpha, toByteOffset: 3, as: UInt8.self)
    }

    /// Draws the pink frame `frameThickness` wide, `frameGap` outside `region`, clipped to the picture.
    private static func drawFrame(
        around region: PixelRegion, into output: UnsafeMutableRawPointer, width: Int, height: Int
    ) {
        let outer = frameGap + frameThickness
        let left = region.x - outer
        let right = region.x + region.width - 1 + outer
        let top = region.y - outer
        let bottom = region.y + region.height - 1 + outer
        func paint(y: Int, from first: Int, through last: Int) {
            for x in stride(from: max(0, first), through: min(width - 1, last), by: 1) {
                store(differing, at: output + (y * width + x) * 4)
            }
        }
        for y in stride(from: max(0, top), through: min(height - 1, bottom), by: 1) {
            if y < top + frameThickness || y > bottom - frameThickness {
                paint(y: y, from: left, through: right)
            } else {
                paint(y: y, from: left, through: left + frameThickness - 1)
                paint(y: y, from: right - frameThickness + 1, through: right)
            }
        }
    }

    /// The colour shown for one position: pink where only one image has it.
    private static func marker(x: Int, y: Int, _ judge: PixelJudge?) -> RGBA8Pixel {
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

}
