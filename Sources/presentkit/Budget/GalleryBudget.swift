import ArgumentParser
import CairoGraphics
import Foundation
import PresentationGallery
import PresentationKit
import PresentationRendering

/// The checks `gallery` makes before it draws: every image at least one pixel a side at `--scale` (a usage
/// error), and its work within the memory budget — the largest image on each worker beside every cell's
/// thumbnail, then a contact-sheet page beside the thumbnails — or a refusal naming what to lower (exit 1). Then as
/// many workers as the budget allows, and pages of the contact sheet short enough to fit.
struct GalleryBudget {
    /// The cells to draw.
    let cells: [GalleryCell]
    /// `--scale`, when given (each device's own scale otherwise).
    let scaleOption: Double?
    /// The longer side of a contact-sheet thumbnail, in pixels (the runner's).
    let thumbnailSize: Double

    /// What the run may do within the budget.
    struct Plan {
        /// Workers drawing cells at once.
        let workers: Int
        /// The tallest contact-sheet page, in pixels.
        let contactSheetPageHeight: Double
    }

    /// The compression level of the gallery's images (the renderer's default).
    private static let compressionLevel = RenderOptions().pngCompressionLevel
    /// The shortest page worth drawing: one line of thumbnails with its labels, section title, title and margins.
    private static let shortestPage = 500.0

    /// At most `jobs` workers, and the contact sheet's page height; refuses (exit 1) work that does not fit.
    func plan(upTo jobs: Int) throws -> Plan {
        let screens = cells.map { cell in
            (device: cell.scene.device, size: cell.scene.device.screenSize(in: cell.orientation))
        }
        guard let largest = screens.max(by: { pixels($0) < pixels($1) }),
            let smallest = screens.min(by: { min($0.size.width, $0.size.height) < min($1.size.width, $1.size.height) })
        else { return Plan(workers: jobs, contactSheetPageHeight: Double(RasterCanvas.maximumPixelDimension)) }
        if let scaleOption {
            try ScaleOption.checkAtLeastOnePixel(
                scaleOption, width: smallest.size.width, height: smallest.size.height,
                drawing: "the \(Self.points(smallest.size)) screen of \(smallest.device.identifier)")
        }
        let thumbnails = screens.reduce(0.0) { total, screen in
            total + thumbnailSize * thumbnailSize * min(screen.size.width, screen.size.height)
                / max(screen.size.width, screen.size.height)
        }
        let scale = scaleOption ?? largest.device.scale
        let estimate = { (scale: Double, workers: Int) in
            MemoryEstimate.gallery(
                imageWidth: largest.size.width * scale, imageHeight: largest.size.height * scale,
                compressionLevel: Self.compressionLevel, workers: workers, thumbnailPixels: thumbnails)
        }
        let budget = MemoryBudget.standard
        let work =
            "rendering the \(Self.points(largest.size)) screen of \(largest.device.identifier) at "
            + (scaleOption == nil ? "its scale " : "--scale ") + LayoutNumberFormat.compact(scale)
            + " beside \(cells.count) thumbnails"
        let leaveOut = "leave \(largest.device.identifier) out (--devices)"
        let pagePixels = budget.largestPixelCount { pixels in
            MemoryEstimate.gallerySheet(pageWidth: pixels, pageHeight: 1, thumbnailPixels: thumbnails)
        }
        do {
            try budget.check(
                estimate(scale, 1), for: work,
                remedy: budget.largestScale(upTo: scale) { estimate($0, 1) }.map {
                    "lower --scale to \(LayoutNumberFormat.compact($0)) or less, or \(leaveOut)"
                } ?? leaveOut)
            let sheet = MemoryEstimate.gallerySheet(
                pageWidth: ThumbnailSheet.maximumPixelWidth, pageHeight: Self.shortestPage, thumbnailPixels: thumbnails)
            try budget.check(
                sheet, for: "drawing the contact sheet of \(cells.count) images",
                remedy: "draw fewer images at once (--devices, --styles, --orientations, --eras)")
        } catch {
            StandardError.write(Data("gallery: \(error)\n".utf8))
            throw ExitCode.failure
        }
        return Plan(
            workers: budget.workers(upTo: jobs) { estimate(scale, $0) },
            contactSheetPageHeight: min(
                Double(RasterCanvas.maximumPixelDimension),
                (Double(pagePixels) / ThumbnailSheet.maximumPixelWidth).rounded(.down)))
    }

    private func pixels(_ screen: (device: DeviceProfile, size: Size)) -> Double {
        let scale = scaleOption ?? screen.device.scale
        return screen.size.width * scale * screen.size.height * scale
    }

    private static func points(_ size: Size) -> String {
        "\(LayoutNumberFormat.compact(size.width))×\(LayoutNumberFormat.compact(size.height)) pt"
    }
}
