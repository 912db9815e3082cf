import PresentationKit

/// Samples one action of a scene into frames on the window's virtual clock: the window settled before
/// the action, the action started, then `RenderTree`s at the start plus `i / fps` seconds until every
/// transition and animation is over (or until the end of the time window).
///
/// The clock is advanced between frames, never run until idle, so each tree shows the animation at its
/// instant; a `dismissInteractively` drag moves with the clock. Frame 0 (at `from` 0) shows the action's
/// first instant, and the last frame the settled result.
public struct SceneAnimation: Sendable {
    /// The frame rates accepted, frames per second.
    public static let frameRates: ClosedRange<Double> = 1...240
    /// The most frames one animation may have.
    public static let maximumFrameCount = 3600
    /// The most drawn elements (render-tree nodes) all frames together may hold, since every frame's tree is
    /// kept until the frames are drawn: 250,000, about 225 MB at the roughly 0.9 KB a node costs (measured with a
    /// 207-node iPad split view over 496 frames: 95 MB above the command's baseline). With the drawing's own
    /// buffers, `presentkit animate` stays under 500 MB for any scene; a heavier animation is refused as soon as
    /// its frames pass the bound, before the memory is spent.
    public static let maximumTotalNodeCount = 250_000

    /// The scene.
    public let scene: Scene
    /// The file name errors report.
    public let file: String
    /// The index of the action animated.
    public let action: Int
    /// Frames per second.
    public let fps: Double
    /// Where sampling starts, in seconds after the action started.
    public let from: Double
    /// Where sampling stops at the latest, in seconds after the action started; `nil` samples until the
    /// window is idle.
    public let to: Double?

    /// Prepares the animation of `action` (default: the scene's ``Scene/defaultAnimatedAction``),
    /// checking every parameter.
    public init(
        scene: Scene, file: String = "<scene>", action: Int? = nil, fps: Double = 60, from: Double = 0,
        to: Double? = nil
    ) throws(SceneAnimationError) {
        guard let index = action ?? scene.defaultAnimatedAction else { throw .nothingToAnimate(scene: scene.name) }
        guard scene.actions.indices.contains(index) else {
            throw .actionOutOfRange(index: index, actionCount: scene.actions.count)
        }
        guard fps.isFinite, Self.frameRates.contains(fps) else { throw .invalidFrameRate(fps) }
        guard from.isFinite, from >= 0, to.map({ $0.isFinite && $0 >= from }) ?? true else {
            throw .invalidTimeWindow(from: from, to: to)
        }
        self.scene = scene
        self.file = file
        self.action = index
        self.fps = fps
        self.from = from
        self.to = to
    }

    /// The frames, in time order.
    ///
    /// A frame's progress is the fraction of the action's transition shown (an interactive one's follows
    /// the finger): 0 before it starts, 1 once it finished (0 once it was cancelled). When the action runs
    /// no transition (a detent change animates without one), progress is the fraction of the sampled time.
    public func frames() throws(SceneAnimationError) -> [AnimationFrame] {
        let runner = try startedRunner()
        let start = runner.window.clock
        var samples: [(time: Double, transition: Double?, tree: RenderTree)] = []
        var nodeCount = 0
        while true {
            let time = from + Double(samples.count) / fps
            if let to, time > to + 1e-9 { break }
            guard samples.count < Self.maximumFrameCount else { throw .tooManyFrames(limit: Self.maximumFrameCount) }
            runner.advance(to: start + time)
            let window = runner.window
            let tree = window.renderTree(at: start + time)
            nodeCount += tree.root.subtreeNodeCount
            guard nodeCount <= Self.maximumTotalNodeCount else {
                throw .tooManyElements(limit: Self.maximumTotalNodeCount, frames: samples.count + 1)
            }
            samples.append((time, window.transitionProgress, tree))
            if window.isIdle, !runner.isDragging { break }
        }
        let progress = FrameProgress.values(times: samples.map(\.time), transitions: samples.map(\.transition))
        return samples.indices.map { index in
            AnimationFrame(
                index: index, time: samples[index].time, progress: progress[index],
                tree: samples[index].tree)
        }
    }

    /// A runner with the window settled before the action and the action just applied.
    private func startedRunner() throws(SceneAnimationError) -> SceneRunner {
        do {
            let runner = try SceneRunner(scene: scene, file: file)
            try runner.run(upTo: action)
            try runner.applyNextAction()
            return runner
        } catch {
            throw .scene(error)
        }
    }
}

extension RenderNode {
    /// This node and all below it.
    fileprivate var subtreeNodeCount: Int {
        children.reduce(1) { $0 + $1.subtreeNodeCount }
    }
}
