import CairoGraphics
import Foundation

/// The comparison pass over two RGBA images of the same size.
///
/// Rows that are byte-for-byte equal are skipped with `memcmp` (vectorised by the C library), so
/// comparing two nearly identical screenshots costs little more than reading them once; only rows that
/// differ are looked at pixel by pixel.
struct PixelScan {
    /// The per-pixel tolerance in levels.
    let tolerance: Int
    /// Pixels with a channel more than `tolerance` levels off.
    private(set) var differingPixels = 0
    /// Pixels with any difference at all.
    private(set) var changedPixels = 0
    /// The first pixel, in reading order, with the largest channel difference.
    private(set) var worstPixel: PixelLocation?
    private var largestDifference = 0
    private var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

    private init(tolerance: Int) {
        self.tolerance = tolerance
    }

    /// Compares `reference` and `actual`, which must have the same width and height.
    static func compare(_ reference: RGBAImage, _ actual: RGBAImage, tolerance: Int) -> PixelScan {
        var scan = PixelScan(tolerance: tolerance)
        let width = min(reference.width, actual.width)
        let height = min(reference.height, actual.height)
        let rowBytes = width * 4
        reference.bytes.withUnsafeBytes { left in
            actual.bytes.withUnsafeBytes { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress, rowBytes > 0 else { return }
                for y in 0..<height {
                    let row = (leftBase + y * rowBytes, rightBase + y * rowBytes)
                    if memcmp(row.0, row.1, rowBytes) != 0 { scan.scanRow(y, row.0, row.1, width: width) }
                }
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

    /// The pixel at byte offset `offset` of a row.
    static func pixel(_ row: UnsafeRawPointer, at offset: Int) -> RGBA8Pixel {
        RGBA8Pixel(
            red: row.load(fromByteOffset: offset, as: UInt8.self),
            green: row.load(fromByteOffset: offset + 1, as: UInt8.self),
            blue: row.load(fromByteOffset: offset + 2, as: UInt8.self),
            alpha: row.load(fromByteOffset: offset + 3, as: UInt8.self))
    }

    private mutating func scanRow(_ y: Int, _ left: UnsafeRawPointer, _ right: UnsafeRawPointer, width: Int) {
        for x in 0..<width {
            let offset = x * 4
            if left.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            {
                record(x: x, y: y, reference: Self.pixel(left, at: offset), actual: Self.pixel(right, at: offset))
            }
        }
    }

    private mutating func record(x: Int, y: Int, reference: RGBA8Pixel, actual: RGBA8Pixel) {
        let difference = Self.channelDifference(reference, actual)
        changedPixels += 1
        if difference > largestDifference {
            largestDifference = difference
            worstPixel = PixelLocation(x: x, y: y, reference: reference, actual: actual)
        }
        guard difference > tolerance else { return }
        differingPixels += 1
        if let current = bounds {
            bounds = (min(current.minX, x), min(current.minY, y), max(current.maxX, x), max(current.maxY, y))
        } else {
            bounds = (x, y, x, y)
        }
    }
}
