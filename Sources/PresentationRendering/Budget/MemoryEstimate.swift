import Foundation
import PresentationKit

/// How much memory a piece of drawing work holds at its peak, worked out from sizes alone, before anything is
/// allocated; a ``MemoryBudget`` decides whether it may run.
///
/// An estimate adds up what is alive at the same moment: the process itself (``process``), the render trees
/// kept (``renderTrees(nodeCount:)``) and the pixel buffers of the work, counted per pixel of each image:
///
/// | buffer | bytes per pixel |
/// |---|---|
/// | the canvas (cairo's ARGB32) | 4 |
/// | while drawing: a transparency layer, offscreen layer or shadow mask over the whole image | 4 |
/// | a straight-alpha RGBA copy (compared, differenced, kept for an animated PNG) | 4 |
/// | encoding a PNG: the filtered rows | 4 |
/// | encoding a PNG: the compressed data and the file it is assembled into | 2 × 4 at level 0 (stored), 2 × 1 otherwise |
///
/// At compression levels from 1 an interface picture compresses to a few percent of its rows, so a quarter
/// (1 byte a pixel) leaves a wide margin; level 0 stores the rows as they are.
public struct MemoryEstimate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The bytes.
    public let bytes: Double

    /// An estimate of `bytes`.
    public init(bytes: Double) {
        self.bytes = bytes
    }

    /// Nothing.
    public static let zero = MemoryEstimate(bytes: 0)

    /// Both together.
    public static func + (lhs: MemoryEstimate, rhs: MemoryEstimate) -> MemoryEstimate {
        MemoryEstimate(bytes: lhs.bytes + rhs.bytes)
    }

    /// `count` of the same, alive at once.
    public static func * (estimate: MemoryEstimate, count: Int) -> MemoryEstimate {
        MemoryEstimate(bytes: estimate.bytes * Double(max(0, count)))
    }

    public static func < (lhs: MemoryEstimate, rhs: MemoryEstimate) -> Bool {
        lhs.bytes < rhs.bytes
    }

    /// `480 MB`, `1.2 GB` (decimal units, as the budget is given).
    public var description: String {
        bytes >= 1e9
            ? "\(LayoutNumberFormat.compact((bytes / 1e8).rounded() / 10)) GB"
            : "\(LayoutNumberFormat.compact(max(1, (bytes / 1e6).rounded()))) MB"
    }

    // MARK: - The process and its trees

    /// The process before it draws: the program, the Swift runtime, Foundation, fontconfig with the Inter faces,
    /// and a scene with its window: 60 MB (measured in the release build: a refused `render`, `animate` or `figure`
    /// peaks at 33–36 MB, the page sheet rendered at --scale 0.1 on the 13" iPad at 36 MB).
    public static let process = MemoryEstimate(bytes: 60_000_000)

    /// `nodeCount` render-tree nodes kept at once (an animation's frames): about 0.9 KB each (measured with a
    /// 207-node iPad split view over 496 frames).
    public static func renderTrees(nodeCount: Int) -> MemoryEstimate {
        MemoryEstimate(bytes: 900 * Double(max(0, nodeCount)))
    }

    // MARK: - Pixel work

    /// Bytes per pixel of each buffer (see the table above).
    private enum PerPixel {
        static let canvas = 4.0
        static let drawingLayer = 4.0
        static let copy = 4.0
        static let scanlines = 4.0

        /// The compressed data and the PNG file assembled from it.
        static func compressedPNG(level: Int) -> Double {
            2 * (level == 0 ? 4.0 : 1.0)
        }
    }

    /// Pixels of a `width` × `height` px image (each side rounded, as the canvas rounds it).
    private static func pixels(_ width: Double, _ height: Double) -> Double {
        max(0, width.rounded()) * max(0, height.rounded())
    }

    private static func perPixel(_ bytes: Double, _ width: Double, _ height: Double) -> MemoryEstimate {
        MemoryEstimate(bytes: bytes * pixels(width, height))
    }

    /// Drawing an image of `width` × `height` px and encoding it as a PNG at `compressionLevel`: the canvas, and
    /// the drawing's layers or the encoder's buffers, whichever is more.
    static func pngImage(width: Double, height: Double, compressionLevel: Int) -> MemoryEstimate {
        let encoding = PerPixel.scanlines + PerPixel.compressedPNG(level: compressionLevel)
        return perPixel(PerPixel.canvas + max(PerPixel.drawingLayer, encoding), width, height)
    }

    /// Drawing an image of `width` × `height` px as straight-alpha RGBA pixels: the canvas, and the drawing's
    /// layers or the copy, whichever is more.
    static func rgbaImage(width: Double, height: Double) -> MemoryEstimate {
        perPixel(PerPixel.canvas + max(PerPixel.drawingLayer, PerPixel.copy), width, height)
    }

    /// A straight-alpha RGBA image of `width` × `height` px kept (or decoded from a PNG).
    static func keptImage(width: Double, height: Double) -> MemoryEstimate {
        perPixel(PerPixel.copy, width, height)
    }

    /// One worker of an animation export: it draws a frame of `width` × `height` px, encodes it as a PNG at
    /// `compressionLevel` and copies its pixels for the animated PNG (with the PNG still held), or works out a
    /// changed rectangle of the animated PNG; its frame's pixels are then kept until the rectangles on either
    /// side of it are worked out.
    static func animationWorker(width: Double, height: Double, compressionLevel: Int) -> MemoryEstimate {
        let png = pngImage(width: width, height: height, compressionLevel: compressionLevel)
        let copied = perPixel(
            PerPixel.canvas + PerPixel.copy + PerPixel.compressedPNG(level: compressionLevel) / 2, width, height)
        return max(png, copied) + keptImage(width: width, height: height)
    }

    /// Comparing a picture of `width` × `height` px with a reference of the same size: the picture drawn, then
    /// the picture, the decoded reference and the difference image with a PNG of one of them encoded for the
    /// report.
    static func comparison(width: Double, height: Double) -> MemoryEstimate {
        let drawing = rgbaImage(width: width, height: height)
        let afterDrawing =
            keptImage(width: width, height: height) * 3
            + perPixel(PerPixel.scanlines + PerPixel.compressedPNG(level: 6), width, height)
        return max(drawing, afterDrawing)
    }

    // MARK: - Commands

    /// `presentkit render` (and one `figure` output): one image of `width` × `height` px drawn and written as a PNG
    /// at `compressionLevel`.
    public static func still(width: Double, height: Double, compressionLevel: Int) -> MemoryEstimate {
        process + pngImage(width: width, height: height, compressionLevel: compressionLevel)
    }

    /// `presentkit animate`: frames of `width` × `height` px written as PNGs at `compressionLevel` and into an
    /// animated PNG by `workers` workers, with the frames' `nodeCount` render-tree nodes kept and one more frame's
    /// pixels waiting for the animated PNG's next rectangle. The contact sheet's thumbnails (24 at most, 240 px)
    /// are within the process's share.
    public static func animation(
        frameWidth width: Double, frameHeight height: Double, compressionLevel: Int, nodeCount: Int, workers: Int
    ) -> MemoryEstimate {
        process + renderTrees(nodeCount: nodeCount) + keptImage(width: width, height: height)
            + animationWorker(width: width, height: height, compressionLevel: compressionLevel) * max(1, workers)
    }

    /// `presentkit gallery` while it draws its cells: `workers` images of at most `width` × `height` px drawn and
    /// written as PNGs at `compressionLevel` at once, and the cells' thumbnails (`thumbnailPixels` together) kept
    /// for the contact sheet.
    public static func gallery(
        imageWidth width: Double, imageHeight height: Double, compressionLevel: Int, workers: Int,
        thumbnailPixels: Double
    ) -> MemoryEstimate {
        process + keptImage(width: thumbnailPixels, height: 1)
            + pngImage(width: width, height: height, compressionLevel: compressionLevel) * max(1, workers)
    }

    /// `presentkit gallery` once its cells are drawn: a contact-sheet page of `width` × `height` px drawn and
    /// written (at level 6) beside the thumbnails it shows, `thumbnailPixels` together.
    public static func gallerySheet(pageWidth width: Double, pageHeight height: Double, thumbnailPixels: Double)
        -> MemoryEstimate
    {
        process + keptImage(width: thumbnailPixels, height: 1)
            + pngImage(width: width, height: height, compressionLevel: 6)
    }

    /// `presentkit verify`: a picture of `width` × `height` px drawn and compared with its reference.
    public static func verification(width: Double, height: Double) -> MemoryEstimate {
        process + comparison(width: width, height: height)
    }
}
