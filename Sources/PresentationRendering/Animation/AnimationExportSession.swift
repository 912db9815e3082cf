import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit

/// One run of an ``AnimationExporter``: the checked frames, the animated PNG being written, and what the
/// frames produced so far. Its outputs form one ``OutputRun``: the folder it made and every file it created stay
/// only when the whole export finishes. Frame results may arrive in any order; the animated PNG is fed in frame order,
/// each frame after the first as the rectangle that changed (``APNGFrameDifferencer``), worked out by any
/// worker once the frame and the one before it are rendered.
final class AnimationExportSession {
    let exporter: AnimationExporter
    let frames: [AnimationFrame]
    /// The frames on the contact sheet.
    let tiles: Set<Int>
    private let writer: APNGWriter?
    /// The folder, frames and side files this export created.
    private let run = OutputRun()
    /// Animated-PNG frames ready to be written once every frame before them is.
    private var pending: [Int: APNGFrameData] = [:]
    private var differencer: APNGFrameDifferencer
    private var thumbnails: [Int: RGBAImage] = [:]
    private var nextToWrite = 0

    /// Checks the frames and settings, creates the folder and starts the animated PNG.
    init(exporter: AnimationExporter, frames: [AnimationFrame]) throws(RenderingError) {
        guard !frames.isEmpty else { throw .invalidOption("an animation needs at least one frame") }
        guard exporter.fps.isFinite, exporter.fps > 0 else {
            throw .invalidOption("the frame rate \(exporter.fps) must be finite and positive")
        }
        guard exporter.finalHold.isFinite, exporter.finalHold >= 0 else {
            throw .invalidOption("the final hold \(exporter.finalHold) s must not be negative")
        }
        self.exporter = exporter
        self.frames = frames
        differencer = APNGFrameDifferencer(
            encoder: PNGEncoder(options: PNGEncodingOptions(compressionLevel: exporter.options.pngCompressionLevel)),
            frameCount: frames.count)
        do {
            try OutputFile.createDirectory(exporter.directory, run: run)
        } catch {
            throw RenderingError(error)
        }
        tiles = exporter.outputs.contains(.contactSheet) ? Set(AnimationExporter.tileIndices(count: frames.count)) : []
        do {
            writer =
                exporter.outputs.contains(.animatedPNG)
                ? try APNGWriter(
                    path: exporter.animatedPNGPath ?? exporter.path(AnimationExporter.animatedPNGName),
                    frameCount: frames.count, loopCount: exporter.loopCount, policy: exporter.outputPolicy,
                    run: run)
                : nil
        } catch {
            run.discard()
            throw error
        }
    }

    /// The work frame `frame` needs (any thread may run it).
    func work(for frame: AnimationFrame) -> AnimationFrameWork {
        var options = exporter.options
        if options.title == nil { options.title = exporter.title }
        return AnimationFrameWork(
            options: options,
            framePath: exporter.outputs.contains(.frames)
                ? exporter.path(exporter.frameName(frame.index, count: frames.count)) : nil,
            outputPolicy: exporter.outputPolicy, run: run,
            wantsAnimationData: writer != nil,
            thumbnailSize: tiles.contains(frame.index) ? exporter.thumbnailSize : nil)
    }

    /// Takes a frame's result; appends every frame now due to the animated PNG and returns the changed
    /// rectangles that can now be worked out (any thread may run them; hand their results to
    /// ``accept(_:)-(APNGFrameData)``).
    func accept(_ result: AnimationFrameWork.Result) throws(RenderingError) -> [APNGDeltaWork] {
        if let thumbnail = result.thumbnail { thumbnails[result.index] = thumbnail }
        guard let frame = result.animationFrame else { return [] }
        let added = try differencer.add(index: result.index, png: frame.png, image: frame.image)
        if let first = added.first { try accept(first, index: 0) }
        return added.work
    }

    /// Takes the animated-PNG frame `index`; appends every frame now due.
    func accept(_ data: APNGFrameData, index: Int) throws(RenderingError) {
        pending[index] = data
        let delay = APNGFrameDelay(seconds: 1 / exporter.fps)
        let lastDelay = APNGFrameDelay(seconds: 1 / exporter.fps + exporter.finalHold)
        while let writer, let data = pending.removeValue(forKey: nextToWrite) {
            try writer.append(data, delay: nextToWrite == frames.count - 1 ? lastDelay : delay)
            nextToWrite += 1
        }
    }

    /// Completes the animated PNG and writes `frames.json` and the contact sheet; the export's outputs are then
    /// kept. Throws (and removes nothing: call ``abandon()``) when any of them cannot be written.
    func finish() throws(RenderingError) -> AnimationExport {
        try writer?.finish()
        let outputs = exporter.outputs
        var files =
            outputs.contains(.frames)
            ? frames.map { exporter.path(exporter.frameName($0.index, count: frames.count)) } : []
        if outputs.contains(.manifest) {
            files.append(try AnimationSideFiles.writeManifest(frames, exporter: exporter, run: run))
        }
        if outputs.contains(.contactSheet) {
            files.append(
                try AnimationSideFiles.writeContactSheet(frames, thumbnails: thumbnails, exporter: exporter, run: run))
        }
        if let writer { files.append(writer.path) }
        run.finish()
        return AnimationExport(directory: exporter.directory, frameCount: frames.count, files: files)
    }

    /// Removes the unfinished animated PNG after a failure, and every file and folder the export created; files
    /// that were there before stay.
    func abandon() {
        writer?.abandon()
        run.discard()
    }
}
