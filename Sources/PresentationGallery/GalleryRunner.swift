import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit
import PresentationRendering
import PresentationScenes

/// Renders a list of gallery cells into a folder: one PNG per cell (`<style>/<device>.<orientation>.<era>.png`),
/// `index.html` and `contact-sheet.png` (with `contact-sheet-2.png`, … when it needs pages), using `jobs` concurrent workers. The output does not depend on
/// the number of workers.
///
/// Runs are incremental: for each image a record (`OutputCacheRecord`, in `.gallery-cache/`) keeps
/// the key of what it was rendered from (``GalleryCacheKey``: the render tree, the drawing version, the
/// options) and the image's size and SHA-256. A cell whose key matches and whose image is intact is not
/// rendered again (unless ``force``); the index page and contact sheet are rewritten every run, the same
/// bytes either way.
public struct GalleryRunner: Sendable {
    /// The cells, in gallery order.
    public let cells: [GalleryCell]
    /// The output folder.
    public let outputDirectory: String
    /// Concurrent workers (at least 1).
    public let jobs: Int
    /// Rendering options for the cell images (scale, compression).
    public let options: RenderOptions
    /// Longer side of a contact-sheet thumbnail, in pixels.
    public let thumbnailSize: Double
    /// Whether to render every cell, even those whose image is up to date.
    public let force: Bool
    /// The tallest page of the contact sheet, in pixels: the canvas's limit by default, less to keep a page and
    /// every cell's thumbnail within a memory budget (`MemoryEstimate.gallerySheet`).
    public let contactSheetPageHeight: Double

    /// Creates a runner.
    public init(
        cells: [GalleryCell], outputDirectory: String, jobs: Int,
        options: RenderOptions = RenderOptions(), thumbnailSize: Double = 240, force: Bool = false,
        contactSheetPageHeight: Double = Double(RasterCanvas.maximumPixelDimension)
    ) {
        self.cells = cells
        self.outputDirectory = outputDirectory
        self.jobs = max(1, jobs)
        self.options = options
        self.thumbnailSize = thumbnailSize
        self.force = force
        self.contactSheetPageHeight = contactSheetPageHeight
    }

    /// Renders every cell, then the index page and the contact sheet. Returns the entries in cell order.
    ///
    /// An output that cannot be written (a full disk, a read-only file) does not stop the run: every other
    /// output is still written, and then ``GalleryError/outputsNotWritten(_:)`` names each one that was not. The
    /// images written stay; the folders this run made and left empty are removed when it fails or is interrupted.
    @discardableResult
    public func run(
        title: String = "PresentationKit style gallery",
        progress: GalleryProgress? = nil
    ) async throws -> [GalleryEntry] {
        let folders = OutputRun()
        do {
            try createDirectories(run: folders)
            let entries = try await renderAndWrite(title: title, progress: progress)
            folders.finish()
            return entries
        } catch {
            folders.discard()
            throw error
        }
    }

    /// Renders every cell, then writes the index page and the contact sheet.
    private func renderAndWrite(title: String, progress: GalleryProgress?) async throws -> [GalleryEntry] {
        let results = try await renderCells(progress: progress)
        let entries = results.map(\.entry)
        var unwritten = results.compactMap(\.unwritten)
        let pages = try ContactSheet.pages(entries, title: title, maximumPixelHeight: contactSheetPageHeight)
        let sheets = pages.enumerated().map { (ContactSheet.fileName(ofPage: $0.offset), $0.element) }
        for (name, data) in [("index.html", Data(GalleryIndexPage.html(entries, title: title).utf8))] + sheets {
            do throws(OutputFileError) {
                try OutputFile.write(data, to: path(name))
            } catch {
                unwritten.append(error)
            }
        }
        removeContactSheetPages(after: pages.count)
        guard unwritten.isEmpty else {
            throw GalleryError.outputsNotWritten(UnwrittenOutputs(unwritten, of: cells.count + 1 + pages.count))
        }
        return entries
    }

    /// A rendered cell, and why its image could not be written if it could not.
    private struct CellResult: Sendable {
        let entry: GalleryEntry
        let unwritten: OutputFileError?
    }

    private func renderCells(progress: GalleryProgress?) async throws -> [CellResult] {
        let total = cells.count
        let report = { (done: Int) -> Void in progress?.report(done: done, total: total) }
        return try await OrderedParallelMap.map(cells, jobs: jobs, finished: report) { cell in try render(cell) }
    }

    /// Renders one cell: its PNG file and cache record, unless both are up to date, and its thumbnail.
    private func render(_ cell: GalleryCell) throws -> CellResult {
        let tree: RenderTree
        do {
            tree = try cell.scene.run(file: cell.relativePath).window.renderTree()
        } catch {
            throw GalleryError.cellFailed(cell: cell.relativePath, reason: error.description)
        }
        var imageOptions = options
        imageOptions.title = cell.relativePath
        let renderer = PresentationRenderer()
        let imagePath = path(cell.relativePath)
        let recordPath = path(Self.recordPath(ofImage: cell.relativePath))
        let key = try GalleryCacheKey.key(tree: tree, options: imageOptions)
        let isUpToDate = !force && OutputCacheRecord.isUpToDate(imagePath, key: key, recordPath: recordPath)
        var unwritten: OutputFileError?
        if !isUpToDate {
            let png = try renderer.renderPNG(tree, options: imageOptions)
            do throws(OutputFileError) {
                try OutputFile.write(png, to: imagePath)
                try OutputCacheRecord(key: key, output: png).write(to: recordPath)
            } catch {
                unwritten = error
            }
        }
        var thumbnailOptions = options
        thumbnailOptions.scale = thumbnailSize / max(tree.size.width, tree.size.height)
        let thumbnail = try renderer.renderImage(tree, options: thumbnailOptions)
        let entry = GalleryEntry(
            cell: cell, caption: GalleryCaption.text(for: tree), pointWidth: tree.size.width,
            pointHeight: tree.size.height, thumbnail: thumbnail, wasRendered: !isUpToDate)
        return CellResult(entry: entry, unwritten: unwritten)
    }

    /// The hidden folder, in the gallery folder, that holds the cache records (the image folders stay clean).
    static let cacheFolder = ".gallery-cache"

    /// Where the cache record of an image goes, relative to the gallery folder.
    static func recordPath(ofImage imagePath: String) -> String {
        OutputCacheRecord.relativePath(ofOutput: imagePath, in: cacheFolder)
    }

    private func createDirectories(run: OutputRun) throws {
        let images = cells.map(\.relativePath)
        let records = images.map(Self.recordPath(ofImage:))
        let folders = Set((images + records).map { FilePathText.folder(of: $0) })
        for folder in folders.sorted() + [""] {
            do {
                try OutputFile.createDirectory(path(folder), run: run)
            } catch {
                throw GalleryError.writeFailed(path: error.path, reason: error.reason)
            }
        }
    }

    /// Removes the contact-sheet pages an earlier, longer run left beyond the `count` written now, so that the
    /// folder's pages are this run's.
    private func removeContactSheetPages(after count: Int) {
        var index = count
        while FileManager.default.fileExists(atPath: path(ContactSheet.fileName(ofPage: index))) {
            try? FileManager.default.removeItem(atPath: path(ContactSheet.fileName(ofPage: index)))
            index += 1
        }
    }

    private func path(_ relative: String) -> String {
        relative.isEmpty ? outputDirectory : (outputDirectory as NSString).appendingPathComponent(relative)
    }
}
