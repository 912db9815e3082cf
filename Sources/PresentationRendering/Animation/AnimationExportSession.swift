import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit

/// One run of an ``AnimationExporter``: the checked frames, the animated PNG being written, and what the
/// frames produced so far. Frame results may arrive in any order; the animated PNG is fed in frame order,
/// each frame after the first as the rectangle that changed (``APNGFrameDifferencer``).
final class AnimationExportSession {
    let exporter: AnimationExporter
    let frames: [AnimationFrame]
    /// The frames on the contact sheet.
    let tiles: Set<Int>
    private let writer: APNGWriter?
    private var pending: [Int: (png: Data, image: RGBAImage)] = [:]
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
            encoder: PNGEncoder(options: PNGEncodingOptions(compressionLevel: exporter.options.pngCompressionLevel)))
        do {
            try OutputFile.createDirectory(exporter.directory)
        } catch {
            throw RenderingError(error)
        }
        tiles = exporter.outputs.contains(.contactSheet) ? Set(AnimationExporter.tileIndices(count: frames.count)) : []
        writer =
            exporter.outputs.contains(.animatedPNG)
            ? try APNGWriter(
                path: exporter.animatedPNGPath ?? exporter.path(AnimationExporter.animatedPNGName),
                frameCount: frames.count, loopCount: exporter.loopCount, policy: exporter.outputPolicy)
            : nil
    }

    /// The work frame `frame` needs (any thread may run it).
    func work(for frame: AnimationFrame) -> AnimationFrameWork {
        var options = exporter.options
        if options.title == nil { options.title = exporter.title }
        return AnimationFrameWork(
            options: options,
            framePath: exporter.outputs.contains(.frames)
                ? exporter.path(exporter.frameName(frame.index, count: frames.count)) : nil,
            outputPolicy: exporter.outputPolicy,
            wantsAnimationData: writer != nil,
            thumbnailSize: tiles.contains(frame.index) ? exporter.thumbnailSize : nil)
    }

    /// Takes a frame's result; appends every frame now due to the animated PNG.
    func accept(_ result: AnimationFrameWork.Result) throws(RenderingError) {
        if let thumbnail = result.thumbnail { thumbnails[result.index] = thumbnail }
        if let frame = result.animationFrame { pending[result.index] = frame }
        let delay = APNGFrameDelay(seconds: 1 / exporter.fps)
        let lastDelay = APNGFrameDelay(seconds: 1 / exporter.fps + exporter.finalHold)
        while let writer, let frame = pending.removeValue(forKey: nextToWrite) {
            let data = try differencer.frameData(png: frame.png, image: frame.image)
            try writer.append(data, delay: nextToWrite == frames.count - 1 ? lastDelay : delay)
            nextToWrite += 1
        }
    }

    /// Completes the animated PNG and writes `frames.json` and the contact sheet.
    func finish() throws(RenderingError) -> AnimationExport {
        try writer?.finish()
        let outputs = exporter.outputs
        var files =
            outputs.contains(.frames)
            ? frames.map { exporter.path(exporter.frameName($0.index, count: frames.count)) } : []
        if outputs.contains(.manifest) {
            files.append(try AnimationSideFiles.writeManifest(frames, exporter: exporter))
        }
        if outputs.contains(.contactSheet) {
            files.append(try AnimationSideFiles.writeContactSheet(frames, thumbnails: thumbnails, exporter: exporter))
        }
        if let writer { files.append(writer.path) }
        return AnimationExport(directory: exporter.directory, frameCount: frames.count, files: files)
    }

    /// Removes the unfinished animated PNG after a failure.
    func abandon() {
        writer?.abandon()
    }
}
