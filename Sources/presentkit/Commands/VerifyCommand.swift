import ArgumentParser
import CairoGraphics
import Foundation
import OutputFiles
import PresentationComparison
import PresentationGallery

#if canImport(Glibc)
    import Glibc
#endif

/// `presentkit verify FIXTURES… --reference DIR [--record]`: compares each scene file's layout dump and
/// picture with its reference files — or records them — and writes an HTML report with the reference,
/// actual and difference images side by side.
struct VerifyCommand: ParsableCommand {
    /// The documented exit code when a snapshot differs from its reference or has none.
    static let differenceExitCode: Int32 = 4
    /// The documented exit code when every verdict was printed but the report could not be written (and no
    /// snapshot differs: that is told by ``differenceExitCode``).
    static let unwrittenReportExitCode: Int32 = 5

    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare scene files' layouts and pictures with reference files, or record them.",
        discussion: """
            For each scene file (a folder stands for its .yaml, .yml and .json files) the scene runs to its end; \
            its layout dump is compared with <reference>/<file name>.txt and its picture, drawn at --scale, with \
            <reference>/<file name>.png (a pixel differs when a channel is more than --per-pixel-tolerance levels \
            off; at most --fraction-tolerance of the pixels may differ). --record writes the references instead. \
            The report (--report, default Output/verify/index.html) shows each failure's layout diff and the \
            reference, actual and difference images. The verdicts are printed whatever happens to the report; \
            what could not be written is said after them. A failed --record run removes the references and \
            folders it created. Exit codes: 0 every snapshot matches (or was recorded); \
            1 an image could not be rendered or a reference recorded; 3 a scene file is invalid; 4 a snapshot \
            differs or has no reference; 5 the report could not be written (the verdicts were printed and all \
            matched); 64 wrong usage. --shard K/N checks part K of N of the scene files (by a hash of the file \
            name), for running the parts on several machines. A fixture whose layout, settings and reference files \
            are those of a check that passed before (recorded in <report>/.verify-cache/) is not rendered again; \
            --force checks everything.
            """)

    @Argument(help: "Scene files, or folders of scene files.")
    var fixtures: [String]

    @Option(help: "The folder of the reference files (<scene file name>.txt and .png).")
    var reference: String

    @Flag(help: "Write the reference files instead of comparing (existing ones are replaced).")
    var record = false

    @Option(help: "Pixels per point of the pictures, 0<…8.")
    var scale: Double = 1

    @Option(help: "Channel levels, 0…255, a pixel may differ by and still match.")
    var perPixelTolerance: Int = 0

    @Option(help: "The share of pixels, 0…1, that may differ.")
    var fractionTolerance: Double = 0

    @Option(help: "The folder the HTML report is written to.")
    var report: String = "Output/verify"

    @Option(help: "One line per fixture for people, or JSON for scripts.")
    var format: ListingFormat = .text

    @Option(help: ShardOption.help)
    var shard: String?

    @Flag(help: "Render and compare every fixture, even those that passed with the same inputs before.")
    var force = false

    func validate() throws {
        try ScaleOption.validate(scale)
        guard (0...255).contains(perPixelTolerance) else {
            throw ValidationError("--per-pixel-tolerance must be in 0…255")
        }
        guard fractionTolerance.isFinite, (0...1).contains(fractionTolerance) else {
            throw ValidationError("--fraction-tolerance must be in 0…1")
        }
        _ = try ShardOption.parse(shard)
    }

    func run() throws {
        LargeBuffers.returnToTheSystemWhenFreed()
        try FontPreflight.run()
        let part = try ShardOption.parse(shard)
        let files = try VerifyFixtureFiles.resolve(fixtures).filter {
            part?.includes(($0 as NSString).lastPathComponent) ?? true
        }
        let recording = OutputRun()
        let checker = VerifyChecker(
            referenceDirectory: URL(fileURLWithPath: reference, isDirectory: true), record: record,
            scale: scale,
            tolerance: ImageTolerance(
                perPixel: perPixelTolerance,
                fractionOfPixels: fractionTolerance),
            cacheDirectory: URL(fileURLWithPath: report).appendingPathComponent(".verify-cache"), force: force,
            recording: recording)
        let results: [VerifyResult]
        do {
            results = try files.map { try checker.check($0) }
        } catch {
            recording.discard()
            throw error
        }
        recording.finish()
        let report = try printVerdicts(results)
        if case .failure(let failure) = report {
            StandardError.write(Data("\(failure)\n".utf8))
        }
        if results.contains(where: \.isFailure) { throw ExitCode(Self.differenceExitCode) }
        if case .failure = report { throw ExitCode(Self.unwrittenReportExitCode) }
    }

    /// Prints the verdicts and writes the report; the verdicts are printed whether or not the report can be
    /// written (text: the verdicts first, then the report's path; JSON: the verdicts with the report's path, or
    /// with why it is missing).
    private func printVerdicts(_ results: [VerifyResult]) throws -> Result<String, VerifyReportWriter.Failure> {
        let writer = VerifyReportWriter(
            directory: URL(fileURLWithPath: report, isDirectory: true), referenceDirectory: reference)
        switch format {
        case .text:
            for result in results { try StandardOutput.print(result.line) }
            try StandardOutput.print(VerifyResult.summary(of: results))
            let written = writer.write(results)
            if case .success(let page) = written { try StandardOutput.print("Report: \(page)") }
            return written
        case .json:
            let written = writer.write(results)
            try JSONOutput.print(VerifyResult.Report(results: results, report: written))
            return written
        }
    }
}
