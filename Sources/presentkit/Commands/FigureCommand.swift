import ArgumentParser
import CairoGraphics
import Foundation
import OutputFiles
import PresentationFigures
import PresentationGallery
import PresentationKit
import PresentationRendering
import PresentationScenes

/// `presentkit figure FILE|FOLDER…`: documentation figures from figure files, as PNG, SVG and PDF.
struct FigureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figure", abstract: "Render documentation figures (figure files) to PNG, SVG or PDF.",
        discussion: """
            Each FILE is a figure file (YAML or JSON, see Fixtures/figure.schema.json); a folder stands for the \
            .yaml, .yml and .json files in it. Writes <output>/<figure name>.<format> for every --format (default \
            png); an --output ending in .png, .svg or .pdf is the one file a single figure is written to. Figures render in parallel (--jobs). An output whose inputs did not change (recorded with its \
            size and SHA-256 in <output>/.figure-cache/) is not drawn again; --force draws everything. An \
            invalid figure file is reported one line per problem, file:line:column: field: problem (exit 3), \
            after the others are written.
            """)

    @Argument(help: "Figure files, or folders of them.")
    var files: [String]

    @Option(
        name: .long, parsing: .upToNextOption,
        help: "Output formats, space- or comma-separated: png, svg, pdf (default: png).")
    var format: [CommaSeparated<RenderFormat>] = []

    @Option(help: "PNG pixels per figure point, 0<…8 (default 2).")
    var scale: Double = 2

    @Option(help: "The output folder, or a .png, .svg or .pdf file to write one figure to.")
    var output: String = "Output/figures"

    @Option(help: "Concurrent workers (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ShardOption.help)
    var shard: String?

    @Flag(help: "Draw every output again, even those that are up to date.")
    var force = false

    func validate() throws {
        try JobsOption.validate(jobs)
        try ScaleOption.validate(scale)
        _ = try ShardOption.parse(shard)
        if let single = singleOutputFormat {
            guard files.count == 1, shard == nil else {
                throw ValidationError("--output names a file: give one figure file (and no --shard)")
            }
            if let named = format.flattened().first, format.flattened() != [single] {
                throw ValidationError(
                    "--format \(named.rawValue) contradicts the output's extension '.\(single.rawValue)'")
            }
        }
    }

    /// The format of `--output` when it names a file (its extension is png, svg or pdf), else nil.
    var singleOutputFormat: RenderFormat? {
        RenderFormat(rawValue: (output as NSString).pathExtension.lowercased())
    }

    func run() async throws {
        LargeBuffers.returnToTheSystemWhenFreed()
        try FontPreflight.run()
        if let single = singleOutputFormat { return try writeOne(format: single) }
        let part = try ShardOption.parse(shard)
        let paths = try FigureFiles.expand(files).filter { part?.includes(($0 as NSString).lastPathComponent) ?? true }
        let formats = format.flattened().isEmpty ? [RenderFormat.png] : format.flattened()
        // The output folder, if this run makes it, goes again when nothing is written into it.
        let folder = OutputRun()
        do {
            try OutputFile.createDirectory(output, run: folder)
        } catch {
            StandardError.write(Data("\(output): \(error)\n".utf8))
            throw ExitCode.failure
        }
        let job = FigureJob(
            formats: formats, renderer: FigureRenderer(scale: scale), output: output, force: force,
            memory: MemoryReservations(budget: .standard))
        let outcomes = await job.run(paths, jobs: jobs)
        var exitCode: Int32 = 0
        var drawn = 0
        var upToDate = 0
        var unwritten: [OutputFileError] = []
        var usageError: String?
        for outcome in outcomes {
            switch outcome {
            case .written(let written, let failures):
                for file in written { try StandardOutput.print(file.path) }
                drawn += written.filter(\.wasDrawn).count
                upToDate += written.filter { !$0.wasDrawn }.count
                unwritten += failures
            case .invalid(let error):
                StandardError.write(Data("\(error.description)\n".utf8))
                exitCode = max(exitCode, SceneFailure.exitCode)
            case .failed(let path, let message):
                StandardError.write(Data("\(path): \(message)\n".utf8))
                exitCode = max(exitCode, 1)
            case .overBudget(let error):
                StandardError.write(Data("\(error.description)\n".utf8))
                exitCode = max(exitCode, 1)
            case .belowOnePixel(let message):
                usageError = usageError ?? message
            }
        }
        if !unwritten.isEmpty {
            let report = UnwrittenOutputs(unwritten, of: drawn + upToDate + unwritten.count)
            StandardError.write(Data("\(report)\n".utf8))
            exitCode = max(exitCode, 1)
        }
        if drawn + upToDate == 0 { folder.discard() } else { folder.finish() }
        if let usageError { throw ValidationError(usageError) }
        try StandardOutput.print(
            "figure: \(drawn + upToDate) files in \(output) (\(drawn) drawn, \(upToDate) up to date)")
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}

extension FigureCommand {
    /// Renders the one figure file to the file `--output` names (no cache record: the file is the whole
    /// output, as `render --output` writes one).
    func writeOne(format: RenderFormat) throws {
        let paths = try FigureFiles.expand(files)
        guard paths.count == 1, let path = paths.first else {
            throw ValidationError("--output names a file: give one figure file, not a folder of \(paths.count)")
        }
        let figure = try SceneFailure.exitOnError { () throws(SceneError) in
            try FigureBuilder.build(try FigureDecoder.decode(contentsOf: path))
        }
        let renderer = FigureRenderer(scale: scale)
        if format == .png {
            switch FigureBudget(renderer: renderer).check(figure, path: path) {
            case .fits: break
            case .belowOnePixel(let message): throw ValidationError(message)
            case .overBudget(let error):
                StandardError.write(Data("\(error.description)\n".utf8))
                throw ExitCode.failure
            }
        }
        let run = OutputRun()
        do {
            if !OutputFile.standardOutputNames.contains(output) {
                try OutputFile.createDirectory(FilePathText.folder(of: output), run: run)
            }
            try OutputFile.write(try renderer.render(figure, format: format), to: output, run: run)
            run.finish()
        } catch {
            run.discard()
            StandardError.write(Data("\(path): \(error)\n".utf8))
            throw ExitCode.failure
        }
        try StandardOutput.print(output)
    }
}

/// The figure files named on the command line, folders expanded to their figure files in name order.
enum FigureFiles {
    static func expand(_ names: [String]) throws -> [String] {
        var paths: [String] = []
        for name in names {
            guard FileManager.default.fileExists(atPath: name) else {
                throw ValidationError("'\(name)': no such file or folder")
            }
            guard InputFiles.isFolder(name) else {
                paths.append(name)
                continue
            }
            let figures = (try? InputFiles.fileNames(in: name)) ?? []
            guard !figures.isEmpty else { throw ValidationError("'\(name)': the folder holds no figure files") }
            paths += figures.map { (name as NSString).appendingPathComponent($0) }
        }
        return paths
    }
}

/// Renders figure files, `jobs` at a time, into every format.
struct FigureJob: Sendable {
    let formats: [RenderFormat]
    let renderer: FigureRenderer
    let output: String
    let force: Bool
    /// The memory budget the figures drawn at once share.
    let memory: MemoryReservations

    /// The hidden folder, in the output folder, that holds the cache records.
    static let cacheFolder = ".figure-cache"

    /// One output file of a figure, and whether it was drawn or already up to date.
    struct File: Sendable {
        let path: String
        let wasDrawn: Bool
    }

    /// What happened to one figure file.
    enum Outcome: Sendable {
        /// The outputs written or up to date, and those that could not be written.
        case written([File], unwritten: [OutputFileError])
        case invalid(SceneError)
        case failed(path: String, message: String)
        /// The PNG would not fit in the memory budget: the located refusal (nothing was drawn).
        case overBudget(SceneError)
        /// `--scale` draws the figure smaller than a pixel: the usage error's message.
        case belowOnePixel(String)
    }

    /// The outcomes, in the order of `paths`.
    func run(_ paths: [String], jobs: Int) async -> [Outcome] {
        await OrderedParallelMap.map(paths, jobs: jobs) { path in render(path) }
    }

    /// Decodes, builds and renders one figure file into every format.
    func render(_ path: String) -> Outcome {
        let figure: Figure
        do {
            figure = try FigureBuilder.build(try FigureDecoder.decode(contentsOf: path))
        } catch {
            return .invalid(error)
        }
        var pngEstimate = MemoryEstimate.process
        if formats.contains(.png) {
            switch FigureBudget(renderer: renderer).check(figure, path: path) {
            case .fits(let estimate): pngEstimate = estimate
            case .belowOnePixel(let message): return .belowOnePixel(message)
            case .overBudget(let error): return .overBudget(error)
            }
        }
        let keys: [String]
        do {
            keys = try renderer.cacheKeys(for: figure, formats: formats)
        } catch {
            return .failed(path: path, message: "\(error)")
        }
        var written: [File] = []
        var unwritten: [OutputFileError] = []
        for (format, key) in zip(formats, keys) {
            let name = "\(figure.document.name).\(format.fileExtension)"
            let destination = (output as NSString).appendingPathComponent(name)
            let record = (output as NSString).appendingPathComponent(
                OutputCacheRecord.relativePath(ofOutput: name, in: Self.cacheFolder))
            if !force && OutputCacheRecord.isUpToDate(destination, key: key, recordPath: record) {
                written.append(File(path: destination, wasDrawn: false))
                continue
            }
            let data: Data
            do {
                data = try memory.withReservation(format == .png ? pngEstimate : .process) {
                    try renderer.render(figure, format: format)
                }
            } catch {
                return .failed(path: path, message: "\(error)")
            }
            do throws(OutputFileError) {
                try OutputFile.write(data, to: destination)
                try OutputFile.createDirectory(FilePathText.folder(of: record))
                try OutputCacheRecord(key: key, output: data).write(to: record)
                written.append(File(path: destination, wasDrawn: true))
            } catch {
                // Every format is still tried: a full disk or a read-only file names each output it stops.
                unwritten.append(error)
            }
        }
        return .written(written, unwritten: unwritten)
    }
}
