import CairoGraphics
import Foundation
import OutputFiles
import PresentationKit

/// Renders an animation's frames with several workers and writes them into a folder: PNG frames,
/// `frames.json`, a contact sheet and an animated PNG (``AnimationOutputs``).
///
/// Each frame is rendered once, as ``PresentationRenderer/renderPNG(_:options:)`` renders a still: the
/// frame files are those PNGs. The animated PNG starts with the first frame's compressed image data and
/// then holds, per frame, only the rectangle of pixels that changed since the frame before, compressed at
/// the same level (`APNGFrameDifferencer`). The animated PNG plays forever by default and holds its last
/// frame ``finalHold`` seconds longer, so a looping viewer shows the end state before starting again.
/// The output does not depend on the number of workers.
public struct AnimationExporter: Sendable {
    /// The most frames on the contact sheet.
    public static let maximumTiles = 24
    /// The animated PNG's file name in the folder.
    public static let animatedPNGName = "animation.png"

    /// The output folder (created when missing).
    public var directory: String
    /// Frames per second (the animated PNG's frame delay is its inverse).
    public var fps: Double
    /// What to write.
    public var outputs: AnimationOutputs
    /// Concurrent workers (at least 1).
    public var jobs: Int
    /// Rendering options for every frame (scale, compression, title).
    public var options: RenderOptions
    /// The contact sheet's title.
    public var title: String
    /// How often the animated PNG plays; 0 repeats it forever.
    public var loopCount: UInt32
    /// Extra seconds the animated PNG shows its last frame.
    public var finalHold: Double
    /// Longer side of a contact-sheet thumbnail, in pixels.
    public var thumbnailSize: Double
    /// Where the animated PNG goes (default: ``animatedPNGName`` in ``directory``).
    public var animatedPNGPath: String?
    /// What the export may replace: by default an existing read-only frame or animated PNG is refused.
    public var outputPolicy: OutputPolicy

    /// Creates an exporter; every setting but the folder and rate has a default.
    public init(
        directory: String, fps: Double, outputs: AnimationOutputs = .all, jobs: Int = 1,
        options: RenderOptions = RenderOptions(), title: String = "Animation", loopCount: UInt32 = 0,
        finalHold: Double = 1, thumbnailSize: Double = 240, animatedPNGPath: String? = nil,
        outputPolicy: OutputPolicy = OutputPolicy()
    ) {
        self.directory = directory
        self.fps = fps
        self.outputs = outputs
        self.jobs = max(1, jobs)
        self.options = options
        self.title = title
        self.loopCount = loopCount
        self.finalHold = finalHold
        self.thumbnailSize = thumbnailSize
        self.animatedPNGPath = animatedPNGPath
        self.outputPolicy = outputPolicy
    }

    /// Renders `frames` (in order, indices 0…n−1) with ``jobs`` workers and writes the chosen outputs. They
    /// stand or fall together: when one cannot be written, every file and folder the export created is removed
    /// again (a file that was there before stays).
    public func export(_ frames: [AnimationFrame]) async throws(RenderingError) -> AnimationExport {
        let session = try AnimationExportSession(exporter: self, frames: frames)
        do {
            try await renderInParallel(session)
            return try session.finish()
        } catch {
            session.abandon()
            throw error
        }
    }

    /// Renders `frames` one after another on the calling thread (``jobs`` is not used) and writes the
    /// chosen outputs: the same files as ``export(_:)``, for callers outside Swift concurrency.
    public func exportOnCurrentThread(_ frames: [AnimationFrame]) throws(RenderingError) -> AnimationExport {
        let session = try AnimationExportSession(exporter: self, frames: frames)
        do {
            for frame in frames {
                for delta in try session.accept(session.work(for: frame).run(frame)) {
                    try session.accept(delta.run(), index: delta.index)
                }
            }
            return try session.finish()
        } catch {
            session.abandon()
            throw error
        }
    }

    /// The frames on the contact sheet: evenly spaced, the first and the last always among them.
    public static func tileIndices(count: Int) -> [Int] {
        guard count > maximumTiles else { return Array(0..<max(0, count)) }
        let step = Int((Double(count - 1) / Double(maximumTiles - 1)).rounded(.up))
        let spaced = Array(stride(from: 0, to: count - 1, by: step))
        return spaced + [count - 1]
    }

    /// `frame-0007.png`: zero-padded to four digits, or more when there are more frames.
    public func frameName(_ index: Int, count: Int) -> String {
        let digits = max(4, String(max(0, count - 1)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    /// What one worker task produced: a rendered frame, or an animated-PNG frame's changed rectangle.
    private enum TaskOutcome: Sendable {
        case frame(AnimationFrameWork.Result)
        case delta(index: Int, data: APNGFrameData)
    }

    /// Renders every frame and works out the animated PNG's rectangles with ``jobs`` workers (a rectangle
    /// starts as soon as its frame and the one before are rendered, ahead of further frames), handing
    /// each result to the session as it completes.
    private func renderInParallel(_ session: AnimationExportSession) async throws(RenderingError) {
        let frames = session.frames
        do {
            try await withThrowingTaskGroup(of: TaskOutcome.self) { group in
                var next = 0
                var running = 0
                var deltas: [APNGDeltaWork] = []
                func fill() {
                    while running < jobs {
                        if !deltas.isEmpty {
                            let delta = deltas.removeFirst()
                            group.addTask { .delta(index: delta.index, data: try delta.run()) }
                        } else if next < frames.count {
                            let frame = frames[next]
                            let work = session.work(for: frame)
                            group.addTask { .frame(try work.run(frame)) }
                            next += 1
                        } else {
                            return
                        }
                        running += 1
                    }
                }
                fill()
                while let outcome = try await group.next() {
                    running -= 1
                    switch outcome {
                    case .frame(let result): deltas += try session.accept(result)
                    case .delta(let index, let data): try session.accept(data, index: index)
                    }
                    fill()
                }
            }
        } catch let error as RenderingError {
            throw error
        } catch {
            throw .graphicsFailure(String(describing: error))
        }
    }

    /// `name` in ``directory``.
    func path(_ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }
}

/// What an ``AnimationExporter`` wrote.
public struct AnimationExport: Hashable, Sendable {
    /// The folder written into.
    public var directory: String
    /// How many frames the animation has.
    public var frameCount: Int
    /// The paths written, in the order: frames, `frames.json`, `contact-sheet.png`, `animation.png`.
    public var files: [String]
}
