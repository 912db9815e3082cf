import PresentationKit

/// One sampled instant of an animated scene action: what the window shows, and when.
public struct SceneAnimationFrame: Hashable, Sendable {
    /// The frame's position in the sequence, from 0.
    public var index: Int
    /// Seconds since the action started.
    public var time: Double
    /// How far the action's transition is, 0…1 (see ``SceneAnimation/frames()``).
    public var progress: Double
    /// What the window shows at that instant.
    public var tree: RenderTree

    /// Creates a frame.
    public init(index: Int, time: Double, progress: Double, tree: RenderTree) {
        self.index = index
        self.time = time
        self.progress = progress
        self.tree = tree
    }
}
