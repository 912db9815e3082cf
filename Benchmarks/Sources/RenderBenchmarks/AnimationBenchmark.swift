import CairoGraphics
import DisplayList
import Foundation
import PresentationKit
import PresentationRendering
import PresentationScenes

/// The animation benchmark: `presentkit animate`'s rendering and encoding of a 60-frame iPhone 15 Pro
/// sequence at 3× — the page-sheet presentation (Fixtures/scenes/animations/page-sheet.yaml), its whole
/// 0.62 s spring sampled at 96 fps — into PNG frames and an animated PNG.
enum AnimationBenchmark {
    static let scenePath = "Fixtures/scenes/animations/page-sheet.yaml"
    static let fps = 96.0, frameCount = 60, finalHold = 1.0

    /// The frames, sampled as `presentkit animate --fps 96` samples them (the first 60).
    static func frames() throws -> [AnimationFrame] {
        let scene = try SceneDecoder.decode(contentsOf: scenePath)
        let sampled = try SceneAnimation(scene: scene, file: scenePath, fps: fps).frames()
        guard sampled.count >= frameCount else {
            throw BenchmarkFailure("\(scenePath) gives \(sampled.count) frames at \(fps) fps, fewer than \(frameCount)")
        }
        return Array(sampled.prefix(frameCount))
    }

    /// The settings `presentkit animate` uses for the frames (the device's scale, compression 6).
    static func options(scene: String) -> RenderOptions {
        RenderOptions(title: scene)
    }

    /// Writes each frame's display list (`frame-NNNN.displaylist`) for CairoFloorBenchmark to replay.
    static func record(into directory: String) throws {
        let frames = try frames()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let renderer = PresentationRenderer()
        let options = options(scene: "page-sheet")
        for frame in frames {
            let recorder = DrawingRecorder()
            _ = try recorder.record { try renderer.renderPNG(frame.tree, options: options) }
            guard
                let recording = recorder.recordings.first(where: {
                    $0.operations.contains(where: DrawingOperation.isEncoding)
                })
            else { throw BenchmarkFailure("frame \(frame.index) drew no PNG canvas") }
            let name = String(format: "frame-%04d.displaylist", frame.index)
            try recording.serialized().write(
                toFile: (directory as NSString).appendingPathComponent(name), atomically: true,
                encoding: .utf8)
        }
        print("recorded \(frames.count) display lists into \(directory)")
    }

    /// Exports the frames and the animated PNG `rounds` times with `jobs` workers; prints the median.
    static func run(output: String, jobs: Int, rounds: Int) async throws {
        let (frames, sampled) = try timedFrames()
        let exporter = makeExporter(output: output, jobs: jobs)
        var meter = RoundMeter()
        for _ in 0..<rounds {
            meter.start()
            _ = try await exporter.export(frames)
            meter.stop()
        }
        print(meter.report(frames: frames.count, jobs: jobs, sampledMilliseconds: sampled))
    }

    /// The same with one worker on the main thread, without Swift concurrency (valgrind 3.19 cannot run
    /// the concurrency runtime's threads, so instruction counts use this).
    static func runOnCurrentThread(output: String, rounds: Int) throws {
        let (frames, sampled) = try timedFrames()
        let exporter = makeExporter(output: output, jobs: 1)
        var meter = RoundMeter()
        for _ in 0..<rounds {
            meter.start()
            _ = try exporter.exportOnCurrentThread(frames)
            meter.stop()
        }
        print(meter.report(frames: frames.count, jobs: 1, sampledMilliseconds: sampled))
    }

    private static func timedFrames() throws -> ([AnimationFrame], Double) {
        let start = ContinuousClock.now
        let frames = try frames()
        return (frames, milliseconds(ContinuousClock.now - start))
    }

    /// Frames and the animated PNG, as `presentkit animate --format all` writes them without the sheets.
    private static func makeExporter(output: String, jobs: Int) -> AnimationExporter {
        AnimationExporter(
            directory: output, fps: fps, outputs: [.frames, .animatedPNG], jobs: jobs,
            options: options(scene: "page-sheet"), title: "page-sheet", finalHold: finalHold)
    }
}
