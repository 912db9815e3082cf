import ArgumentParser
import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit
import PresentationRendering
import PresentationScenes

/// `presentkit animate SCENE`: one action of a scene as frames on the virtual clock, written as PNG
/// frames, `frames.json`, a contact sheet and an animated PNG.
struct AnimateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render one action of a scene as animation frames, a contact sheet and an animated PNG.",
        discussion: """
            The window is settled before the action, the action starts, and frames are taken every 1/fps seconds \
            of the virtual clock until every transition and animation is over (or --to). The action defaults to \
            the scene's 'animate' key, else its last action that animates. Writes into --output (default \
            Output/animations/<scene name>): frame-0000.png…, frames.json (index, time, progress, file), \
            contact-sheet.png and animation.png, an animated PNG that plays forever and holds its last frame for \
            a second. With --format apng, an --output ending in .png names the animated PNG itself.
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "Frames per second, 1…240.")
    var fps: Double = 60

    @Option(help: "The index (from 0) of the action to animate.")
    var action: Int?

    @Option(help: "Start this many seconds after the action starts, 0…60.")
    var from: Double = 0

    @Option(help: "Stop this many seconds after the action starts, 0…60 (default: when everything has settled).")
    var to: Double?

    @Option(help: "What to write.")
    var format: AnimateFormat = .all

    @Option(help: "Concurrent workers (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Pixels per point for the frames, 0<…8 (default: the device's scale).")
    var scale: Double?

    @Option(help: "PNG compression level, 0…12 (10–12: smallest files, much slower).")
    var compression: Int = 6

    @Flag(help: "Draw a flat device bezel around the screen.")
    var deviceFrame = false

    @Option(help: "The output folder (default: Output/animations/<scene name>).")
    var output: String?

    @Flag(help: "Replace existing read-only output files.")
    var force = false

    func validate() throws {
        try JobsOption.validate(jobs)
        try validateTimeRange()
        try ScaleOption.validate(scale)
        guard RenderOptions.pngCompressionLevels.contains(compression) else {
            throw ValidationError("--compression must be in 0…12")
        }
        // `-` is standard output for `render`; an animation is a folder of frames (or an APNG file), which standard
        // output cannot hold, and a folder named `-` would only surprise.
        guard output != "-" else {
            throw ValidationError(
                "--output - (standard output) cannot hold an animation: name a folder, or a .png file with --format apng"
            )
        }
    }

    /// The longest stretch of virtual time `--from` and `--to` may name: a presentation lasts under a second and
    /// the longest scene animation a few, so 60 s leaves room while keeping the frame count bounded (issue 34:
    /// `--from 1e308` failed inside the encoder and `--from 100` was accepted).
    static let maximumSeconds = 60

    private func validateTimeRange() throws {
        guard from.isFinite, (0...Double(Self.maximumSeconds)).contains(from) else {
            throw ValidationError("--from must be a number of seconds in 0…\(Self.maximumSeconds)")
        }
        if let to, !(to.isFinite && (0...Double(Self.maximumSeconds)).contains(to)) {
            throw ValidationError("--to must be a number of seconds in 0…\(Self.maximumSeconds)")
        }
    }

    func run() async throws {
        LargeBuffers.returnToTheSystemWhenFreed()
        try FontPreflight.run()
        let scene = try sceneOptions.runScene().scene
        let frames = try sampledFrames(of: scene)
        let workers = try workers(for: frames)
        let exporter = makeExporter(scene: scene, format: format, workers: workers)
        let export: AnimationExport
        do {
            export = try await exporter.export(frames)
        } catch {
            StandardError.write(Data("\(sceneOptions.scene): \(error)\n".utf8))
            throw ExitCode.failure
        }
        try StandardOutput.print(AnimateSummary.text(export, frames: frames, fps: fps, jobs: workers, asked: jobs))
    }

    /// The frames of the chosen action, as the renderer takes them.
    private func sampledFrames(of scene: Scene) throws -> [AnimationFrame] {
        do {
            let animation = try SceneAnimation(
                scene: scene, file: sceneOptions.scene, action: action, fps: fps,
                from: from, to: to)
            return try animation.frames()
        } catch let .scene(error) {
            StandardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode(SceneFailure.exitCode)
        } catch .nothingToAnimate(let scene) {
            // The scene's problem, not the command line's: exit 3 as for any invalid scene.
            let error = SceneAnimationError.nothingToAnimate(scene: scene)
            StandardError.write(Data("\(sceneOptions.scene): \(error.description)\n".utf8))
            throw ExitCode(SceneFailure.exitCode)
        } catch .tooManyElements(let limit, let frames) {
            // A valid scene too heavy to hold in memory: it cannot be rendered (exit 1), which is not a usage error.
            let error = SceneAnimationError.tooManyElements(limit: limit, frames: frames)
            StandardError.write(Data("\(sceneOptions.scene): \(error.description)\n".utf8))
            throw ExitCode.failure
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// How many of the `--jobs` workers fit in the memory budget with frames as large as `frames`' first and the
    /// trees of all of them kept; refuses the animation (exit 1) when not even one does.
    private func workers(for frames: [AnimationFrame]) throws -> Int {
        guard let first = frames.first else { return jobs }
        let nodeCount = frames.reduce(0) { $0 + $1.tree.root.allNodes.count }
        let budget = ScenePictureBudget(
            file: sceneOptions.scene, scaleOption: scale, deviceIsOverridden: sceneOptions.device != nil,
            verb: "animating")
        let estimate = { (width: Double, height: Double, workers: Int) in
            MemoryEstimate.animation(
                frameWidth: width, frameHeight: height, compressionLevel: compression, nodeCount: nodeCount,
                workers: workers)
        }
        let options = RenderOptions(scale: scale, includesDeviceFrame: deviceFrame)
        let size = try budget.check(first.tree, options: options) { estimate($0, $1, 1) }
        return MemoryBudget.standard.workers(upTo: jobs) { estimate(size.width, size.height, $0) }
    }

    private func makeExporter(scene: Scene, format: AnimateFormat, workers: Int) -> AnimationExporter {
        let folder = output ?? "Output/animations/\(scene.name)"
        let namesAnimatedPNG = format == .apng && folder.lowercased().hasSuffix(".png")
        let options = RenderOptions(
            scale: scale, includesDeviceFrame: deviceFrame, pngCompressionLevel: compression,
            title: scene.name)
        return AnimationExporter(
            directory: namesAnimatedPNG ? FilePathText.folderOrCurrent(of: folder) : folder, fps: fps,
            outputs: format.outputs, jobs: workers, options: options, title: scene.name,
            animatedPNGPath: namesAnimatedPNG ? folder : nil,
            outputPolicy: OutputPolicy.forcing(force))
    }
}
