import ArgumentParser
import CairoGraphics
import Foundation
import OutputFiles
import PresentationComparison
import PresentationKit
import PresentationRendering
import PresentationScenes

/// Runs one scene file and verifies — or records — its layout dump and its picture against
/// `<reference directory>/<file name>.txt` and `.png`.
struct VerifyChecker {
    /// Where the reference files are.
    let referenceDirectory: URL
    /// Whether to write the references instead of comparing.
    let record: Bool
    /// Pixels per point of the pictures.
    let scale: Double
    /// How far pictures may differ.
    let tolerance: ImageTolerance
    /// Where the records of passed checks are kept (`<report>/.verify-cache`).
    let cacheDirectory: URL
    /// Whether to check every fixture, even those whose check passed with the same inputs before.
    let force: Bool
    /// The references recorded by this run, removed again if it fails.
    let recording: OutputRun

    /// The verdicts for `file`. An invalid scene exits with code 3, a rendering failure or a reference that cannot
    /// be recorded with 1. Nothing is written unless recording: a check that passed carries the record that
    /// spares the next run the same check, for the report's folder (``VerifyReportWriter``).
    func check(_ file: String) throws -> VerifyResult {
        let runner = try SceneFailure.exitOnError { () throws(SceneError) in
            try SceneDecoder.decode(contentsOf: file).run(file: file)
        }
        let tree = runner.window.renderTree()
        let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let cache = try cacheEntry(name: name, tree: tree)
        if let cache, cache.isUpToDate, let referencePNG = cache.referencePNG {
            return VerifyResult(
                file: file, name: name, layout: .matched, image: .matched, actualPNG: nil,
                referencePNG: referencePNG)
        }
        let budget = ScenePictureBudget(file: file, scaleOption: scale, deviceIsOverridden: false, verb: "verifying")
        _ = try budget.check(tree, options: RenderOptions(scale: scale)) { width, height in
            MemoryEstimate.verification(width: width, height: height)
        }
        let picture = try render(tree, file: file)
        let layoutComparison = VerifyComparison.layout(at: reference(name, "txt"))
        let imageComparison = VerifyComparison.pixels(
            at: reference(name, "png"), tolerance: tolerance,
            maximumReferencePixelCount: Self.maximumReferencePixelCount)
        let layout: VerifyVerdict
        let image: VerifyVerdict
        if record {
            (layout, image) = try Self.exitOnFailure(
                "\(file): cannot write the references to \(referenceDirectory.path)"
            ) {
                try OutputFile.createDirectory(referenceDirectory.path, run: recording)
                return (
                    try layoutComparison.record(tree.textDump(), run: recording),
                    try imageComparison.record(.image(picture), run: recording)
                )
            }
        } else {
            layout = layoutComparison.verdict(for: tree.textDump())
            image = imageComparison.verdict(for: .image(picture))
        }
        let actualPNG: Data? =
            if case .matched = image {
                nil
            } else {
                try Self.exitOnFailure("\(file): cannot encode the picture") {
                    try SnapshotImage.image(picture).encodedPNG()
                }
            }
        // Recording wrote the reference just now; otherwise it is the file the cache key read. The report shows
        // it when it can be read; when it cannot, the verdict already says why.
        let referencePNG =
            cache.map(\.referencePNG) ?? (try? VerifyReferenceFile.read(at: reference(name, "png").path).get())
        var result = VerifyResult(
            file: file, name: name, layout: layout, image: image, actualPNG: actualPNG, referencePNG: referencePNG)
        if let cache, let referencePNG = result.referencePNG, !result.isFailure {
            result.passedCheck = VerifyResult.PassedCheck(
                recordPath: cache.recordPath, record: OutputCacheRecord(key: cache.key, output: referencePNG))
        }
        return result
    }

    /// The most pixels a reference may declare and still be decoded: as many as a comparison can hold within the
    /// memory budget. A larger one is reported too large from its header.
    static let maximumReferencePixelCount = MemoryBudget.standard.largestPixelCount { pixels in
        MemoryEstimate.verification(width: pixels, height: 1)
    }

    /// A fixture's cache key and record, the reference picture as the key read it, and whether a check
    /// with that key already passed.
    private struct CacheEntry {
        let key: String
        let recordPath: String
        let referencePNG: Data?
        let isUpToDate: Bool
    }

    /// The key of a check: the verify settings, the drawing version, the layout dump (every frame, colour
    /// and text the picture shows: the tree's JSON) and both reference files' bytes. A record holding the
    /// same key means the same check passed against the same references before, so it is not rendered
    /// again; recording always renders.
    private func cacheEntry(name: String, tree: RenderTree) throws -> CacheEntry? {
        guard !record else { return nil }
        var hash = SHA256()
        hash.update(
            Data(
                """
                presentkit verify
                drawing \(PresentationRenderer.drawingVersion)
                scale \(scale) per-pixel \(tolerance.perPixel) fraction \(tolerance.fractionOfPixels)

                """.utf8))
        // A tree that cannot be written as JSON has no key: its check always runs.
        guard let treeJSON = try? tree.jsonData() else { return nil }
        hash.update(treeJSON)
        hash.update((try? VerifyReferenceFile.read(at: reference(name, "txt").path).get()) ?? Data())
        let referencePNG = try? VerifyReferenceFile.read(at: reference(name, "png").path).get()
        hash.update(referencePNG ?? Data())
        let key = hash.finalHex()
        let recordPath = cacheDirectory.appendingPathComponent("\(name).key").path
        return CacheEntry(
            key: key, recordPath: recordPath, referencePNG: referencePNG,
            isUpToDate: !force && OutputCacheRecord.read(from: recordPath)?.key == key)
    }

    /// The reference file `<name>.<ext>`.
    private func reference(_ name: String, _ ext: String) -> URL {
        referenceDirectory.appendingPathComponent("\(name).\(ext)")
    }

    private func render(_ tree: RenderTree, file: String) throws -> RGBAImage {
        try Self.exitOnFailure("\(file): cannot render the picture") {
            try PresentationRenderer().renderImage(tree, options: RenderOptions(scale: scale))
        }
    }

    /// Runs `body`; an error is printed after `context` on standard error and becomes exit code 1.
    static func exitOnFailure<T>(_ context: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            StandardError.write(Data("\(context): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
