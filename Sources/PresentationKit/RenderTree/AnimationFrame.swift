/// One sampled instant of an animation: what the window shows, and when. Scene animations produce
/// these and the renderer's exporter draws them.
public struct AnimationFrame: Hashable, Sendable {
    /// The frame's position in the sequence, from 0.
    public var index: Int
    /// Seconds since the animated action started.
    public var time: Double
    /// How far the animated transition is, 0…1.
    public var progress: Double
    /// What the window shows.
    public var tree: RenderTree

    /// Creates a frame.
    public init(index: Int, time: Double, progress: Double, tree: RenderTree) {
        self.index = index
        self.time = time
        self.progress = progress
        self.tree = tree
    }
}
