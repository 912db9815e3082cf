import ArgumentParser
import CairoGraphics
import Foundation
import PresentationGallery
import PresentationKit
import PresentationRendering
import PresentationScenes

/// `presentkit gallery`: every built-in style on every device and orientation, rendered into a folder
/// with an `index.html` and a contact sheet.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every built-in style × device × orientation (× era) into Output/gallery.",
        discussion: """
            The matrix comes from --matrix (default: the built-in matrix, every built-in style, every catalog \
            device, both orientations, iOS 18; the same as Fixtures/gallery.yaml); each list option replaces the file's list. Writes one PNG per cell \
            (<style>/<device>.<orientation>.<era>.png), index.html and contact-sheet.png. An image whose render \
            tree, drawing version and options did not change since the last run (recorded with its size and \
            SHA-256 in .gallery-cache/) is not rendered again; --force renders everything. --shard K/N renders \
            part K of N (by a hash of each image's path); after copying the shards' folders (hidden \
            .gallery-cache/ included) into one, a run without --shard writes the complete index without rendering.
            """)

    @Option(help: "A gallery matrix file (default: the built-in matrix, the text of Fixtures/gallery.yaml).")
    var matrix: String?

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Catalog devices, space- or comma-separated (replaces the matrix's list).")
    var devices: [CommaSeparated<DeviceName>] = []

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Presentation styles, space- or comma-separated (replaces the matrix's list).")
    var styles: [CommaSeparated<ModalPresentationStyle>] = []

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Orientations, space- or comma-separated (replaces the matrix's list).")
    var orientations: [CommaSeparated<InterfaceOrientation>] = []

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "iOS eras, space- or comma-separated, or 'all' (replaces the matrix's list).")
    var eras: [CommaSeparated<EraChoice>] = []

    @Option(help: "Light or dark appearance (replaces the matrix's list).")
    var appearance: Appearance?

    @Option(help: "Concurrent workers (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Pixels per point for the images, 0<…8 (default: each device's own scale).")
    var scale: Double?

    @Option(help: "The output folder.")
    var output: String = "Output/gallery"

    @Flag(help: "Render every cell again, even those whose image is up to date.")
    var force = false

    @Option(help: ShardOption.help)
    var shard: String?

    func validate() throws {
        try JobsOption.validate(jobs)
        try ScaleOption.validate(scale)
        _ = try ShardOption.parse(shard)
    }

    func run() async throws {
        LargeBuffers.returnToTheSystemWhenFreed()
        try FontPreflight.run()
        let base = try SceneFailure.exitOnError { () throws(SceneError) in
            if let matrix { try GalleryMatrix.decode(contentsOf: matrix) } else { try DefaultGalleryMatrix.matrix() }
        }
        let chosen = GalleryMatrixOptions(
            devices: devices.flattened(), styles: styles.flattened(), orientations: orientations.flattened(),
            eras: eras.flattened(), appearance: appearance
        ).apply(to: base)
        let part = try ShardOption.parse(shard)
        if chosen.skippedCount > 0 {
            StandardError.write(
                Data("gallery: note: left out \(chosen.skippedCount) iOS 12 dark cells: iOS 12 had no dark mode\n".utf8)
            )
        }
        let cells = GalleryCell.cells(of: chosen).filter { part?.includes($0.relativePath) ?? true }
        let plan = try GalleryBudget(cells: cells, scaleOption: scale, thumbnailSize: Self.thumbnailSize)
            .plan(upTo: jobs)
        let runner = GalleryRunner(
            cells: cells, outputDirectory: output, jobs: plan.workers, options: RenderOptions(scale: scale),
            thumbnailSize: Self.thumbnailSize, force: force, contactSheetPageHeight: plan.contactSheetPageHeight)
        let progress = GalleryProgress(isTerminal: isatty(STDERR_FILENO) == 1) { text in
            StandardError.write(Data(text.utf8))
        }
        let start = ContinuousClock.now
        let entries: [GalleryEntry]
        do {
            entries = try await runner.run(progress: progress)
        } catch GalleryError.outputsNotWritten(let report) {
            StandardError.write(Data("\(report)\n".utf8))
            throw ExitCode.failure
        }
        let seconds =
            Double((ContinuousClock.now - start).components.seconds)
            + Double((ContinuousClock.now - start).components.attoseconds) * 1e-18
        let rendered = entries.filter(\.wasRendered).count
        try StandardOutput.print(
            "gallery: \(cells.count) images\(part.map { " of shard \($0)" } ?? "") (\(rendered) rendered, \(cells.count - rendered) up to date), "
                + "index.html and \(Self.contactSheetFiles(in: output)) in \(output) "
                + "(\(BudgetedJobs.text(plan.workers, asked: jobs)), \(LayoutNumberFormat.fixed(seconds, decimals: 2)) s)"
        )
    }

    /// The longer side of a contact-sheet thumbnail, in pixels.
    static let thumbnailSize = 240.0

    /// `contact-sheet.png`, or `contact-sheet.png … contact-sheet-N.png (N pages)` when the sheet has pages.
    static func contactSheetFiles(in output: String) -> String {
        var pages = 1
        while FileManager.default.fileExists(
            atPath: URL(fileURLWithPath: output).appendingPathComponent(ContactSheet.fileName(ofPage: pages)).path)
        {
            pages += 1
        }
        return pages == 1
            ? ContactSheet.fileName(ofPage: 0)
            : "\(ContactSheet.fileName(ofPage: 0)) … \(ContactSheet.fileName(ofPage: pages - 1)) (\(pages) pages)"
    }
}
