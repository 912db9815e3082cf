import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit
import PresentationRendering
import PresentationScenes

/// Renders a list of gallery cells into a folder: one PNG per cell (`<style>/<device>.<orientation>.<era>.png`),
/// `index.html` and `contact-sheet.png`, using `jobs` concurrent workers. The output does not depend on
/// the number of workers.
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

    /// Creates a runner.
    public init(
        cells: [GalleryCell], outputDirectory: String, jobs: Int,
        options: RenderOptions = RenderOptions(), thumbnailSize: Double = 240
    ) {
        self.cells = cells
        self.outputDirectory = outputDirectory
        self.jobs = max(1, jobs)
        self.options = options
        self.thumbnailSize = thumbnailSize
    }

    /// Renders every cell, then the index page and the contact sheet. Returns the entries in cell order.
    @discardableResult
    public func run(
        title: String = "PresentationKit style gallery",
        progress: GalleryProgress? = nil
    ) async throws -> [GalleryEntry] {
        try createDirectories()
        let entries = try await renderCells(progress: progress)
        try write(Data(GalleryIndexPage.html(entries, title: title).utf8), to: "index.html")
        try write(ContactSheet.png(entries, title: title), to: "contact-sheet.png")
        return entries
    }

    private func renderCells(progress: GalleryProgress?) async throws -> [GalleryEntry] {
        var results = [GalleryEntry?](repeating: nil, count: cells.count)
        try await withThrowingTaskGroup(of: (Int, GalleryEntry).self) { group in
            var next = 0
            var done = 0
            func enqueue() {
                guard next < cells.count else { return }
                let index = next
                let cell = cells[index]
                group.addTask { (index, try render(cell)) }
                next += 1
            }
            for _ in 0..<min(jobs, cells.count) { enqueue() }
            while let (index, entry) = try await group.next() {
                results[index] = entry
                done += 1
                progress?.report(done: done, total: cells.count)
                enqueue()
            }
        }
        return results.compactMap { $0 }
    }

    /// Renders one cell: its PNG file and its thumbnail.
    private func render(_ cell: GalleryCell) throws -> GalleryEntry {
        let tree: RenderTree
        do {
            tree = try cell.scene.run(file: cell.relativePath).window.renderTree()
        } catch {
            throw GalleryError.cellFailed(cell: cell.relativePath, reason: error.description)
        }
        var imageOptions = options
        imageOptions.title = cell.relativePath
        let renderer = PresentationRenderer()
        try renderer.write(tree, to: path(cell.relativePath), format: .png, options: imageOptions)
        var thumbnailOptions = options
        thumbnailOptions.scale = thumbnailSize / max(tree.size.width, tree.size.height)
        let thumbnail = try renderer.renderImage(tree, options: thumbnailOptions)
        return GalleryEntry(
            cell: cell, caption: GalleryCaption.text(for: tree), pointWidth: tree.size.width,
            pointHeight: tree.size.height, thumbnail: thumbnail)
    }

    private func createDirectories() throws {
        let folders = Set(cells.map { ($0.relativePath as NSString).deletingLastPathComponent })
        for folder in folders.sorted() + [""] {
            do {
                try OutputFile.createDirectory(path(folder))
            } catch {
                throw GalleryError.writeFailed(path: error.path, reason: error.reason)
            }
        }
    }

    private func write(_ data: Data, to name: String) throws {
        do {
            try OutputFile.write(data, to: path(name))
        } catch {
            throw GalleryError.writeFailed(path: error.path, reason: error.reason)
        }
    }

    private func path(_ relative: String) -> String {
        relative.isEmpty ? outputDirectory : (outputDirectory as NSString).appendingPathComponent(relative)
    }
}
