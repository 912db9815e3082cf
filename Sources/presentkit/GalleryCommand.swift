import ArgumentParser
import Foundation
import PresentationGallery
import PresentationKit
import PresentationRendering

/// `presentkit gallery`: every built-in style on every device and orientation, rendered into a folder
/// with an `index.html` and a contact sheet.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Render every built-in style × device × orientation (× era) into Output/gallery.",
        discussion: "Writes one PNG per cell (<style>/<device>.<orientation>.<era>.png), index.html and contact-sheet.png.")

    @Option(name: .long, parsing: .upToNextOption, help: "Catalog devices (default: all).")
    var devices: [String] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Presentation styles (default: all but none).")
    var styles: [String] = []

    @Option(name: .long, parsing: .upToNextOption, help: "Orientations (default: portrait landscape).")
    var orientations: [String] = []

    @Option(name: .long, parsing: .upToNextOption, help: "iOS eras, or 'all' (default: ios18).")
    var eras: [String] = []

    @Option(help: "Light or dark appearance.")
    var appearance: String = "light"

    @Option(help: "Concurrent workers (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Pixels per point for the images (default: each device's own scale).")
    var scale: Double?

    @Option(help: "The output folder.")
    var output: String = "Output/gallery"

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 4) {
            throw ValidationError("--scale must be a number in 0<…≤4")
        }
    }

    func run() async throws {
        let cells = try GalleryMatrixOptions(devices: devices, styles: styles, orientations: orientations, eras: eras,
                                             appearance: appearance).cells()
        let runner = GalleryRunner(cells: cells, outputDirectory: output, jobs: jobs,
                                   options: RenderOptions(scale: scale))
        let progress = GalleryProgress(isTerminal: isatty(STDERR_FILENO) == 1) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
        let clock = ContinuousClock()
        let elapsed = try await clock.measure {
            try await runner.run(progress: progress)
        }
        print("gallery: \(cells.count) images, index.html and contact-sheet.png in \(output) "
            + "(\(jobs) job\(jobs == 1 ? "" : "s"), \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))))")
    }
}
