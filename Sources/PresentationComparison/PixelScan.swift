import CairoGraphics
import Foundation

/// The comparison pass over two RGBA images of the same size.
///
/// Rows that are byte-for-byte equal are skipped with `memcmp` (vectorised by the C library), so
/// comparing two nearly identical screenshots costs little more than reading them once; only rows that
/// differ are looked at pixel by pixel, and only pixels that differ are judged by the tolerance's rules.
/// Every changed pixel is marked with its verdict, so that the difference image paints from the scan instead
/// of judging the pixels a second time.
struct PixelScan {
    /// What the scan found at one pixel (one byte each).
    enum Mark: UInt8 {
        case unchanged, withinTolerance, differing
    }

    /// A row with a changed pixel: its index, and one mark per pixel.
    struct ChangedRow {
        let y: Int
        var marks: [Mark]
    }

    /// The rows with a changed pixel, top to bottom.
    private(set) var changedRows: [ChangedRow] = []
    /// Pixels no rule of the tolerance accepts.
    private(set) var differingPixels = 0
    /// Pixels with any difference at all.
    private(set) var changedPixels = 0
    /// How many changed pixels each accepting rule accepted.
    private(set) var accepted: [PixelVerdict: Int] = [:]
    /// The first pixel, in reading order, with the largest channel difference.
    private(set) var worstPixel: PixelLocation?
    /// The largest perceptual distance (CIE94 ΔE, 0…100) among the changed pixels, when the tolerance has
    /// a perceptual rule.
    private(set) var largestDeltaE: Double?
    private var largestDifference = 0
    private var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

    private init() {}

    /// Compares `reference` and `actual`, which must have the same width and height.
    static func compare(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: ImageTolerance) -> PixelScan {
        var scan = PixelScan()
        PixelGrid.with(reference, actual) { left, right in
            guard let left, let right else { return }
            let judge = PixelJudge(tolerance: tolerance, reference: left, actual: right)
            let rowBytes = left.width * 4
            for y in 0..<min(left.height, right.height) where memcmp(left.row(y), right.row(y), rowBytes) != 0 {
                scan.changedRows.append(ChangedRow(y: y, marks: [Mark](repeating: .unchanged, count: left.width)))
                scan.scanRow(y, judge)
            }
        }
        return scan
    }

    /// The bounding box of the differing pixels, if any differ.
    var differingRegion: PixelRegion? {
        bounds.map { PixelRegion(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX + 1, height: $0.maxY - $0.minY + 1) }
    }

    /// The largest difference of one channel between two pixels.
    static func channelDifference(_ a: RGBA8Pixel, _ b: RGBA8Pixel) -> Int {
        max(
            abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
    }

    private mutating func scanRow(_ y: Int, _ judge: PixelJudge) {
        let (left, right) = (judge.reference.row(y), judge.actual.row(y))
        for x in 0..<judge.reference.width
        where left.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            != right.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        {
            record(x: x, y: y, judge.reference.pixel(x: x, y: y), judge.actual.pixel(x: x, y: y), judge)
        }
    }

    private mutating func record(x: Int, y: Int, _ reference: RGBA8Pixel, _ actual: RGBA8Pixel, _ judge: PixelJudge) {
        changedPixels += 1
        let difference = Self.channelDifference(reference, actual)
        if difference > largestDifference {
            largestDifference = difference
            worstPixel = PixelLocation(x: x, y: y, reference: reference, actual: actual)
        }
        let (verdict, deltaE) = judge.judgement(x: x, y: y, reference: reference, actual: actual)
        if let deltaE { largestDeltaE = max(largestDeltaE ?? 0, deltaE) }
        changedRows[changedRows.count - 1].marks[x] = verdict == .differing ? .differing : .withinTolerance
        guard verdict == .differing else {
            accepted[verdict, default: 0] += 1
            return
        }
        differingPixels += 1
        if let current = bounds {
            bounds = (min(current.minX, x), min(current.minY, y), max(current.maxX, x), max(current.maxY, y))
        } else {
            bounds = (x, y, x, y)
        }
    }
}
