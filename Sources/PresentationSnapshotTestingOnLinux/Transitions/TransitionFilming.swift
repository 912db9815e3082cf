/// How a transition contact sheet samples and lays out its frames.
struct TransitionFilming: Sendable {
    /// How many frames are drawn, 1…36.
    let frameCount: Int
    /// The clock interval the frames span; `nil` until the window stops changing.
    let duration: Double?
    /// Frames per row of the grid.
    let columns: Int
    /// Pixels per point of each frame.
    let scale: Double

    /// The longest transition looked for when no duration is given, in seconds.
    static let longestTransition = 10.0

    /// Clamps the settings into range: 1…36 frames, 1…frames columns (default: up to 6 per row), a
    /// non-negative finite duration.
    init(frames: Int, duration: Double?, columns: Int?, scale: Double) {
        frameCount = min(36, max(1, frames))
        self.duration = duration.map { $0.isFinite ? max(0, $0) : 0 }
        self.columns = min(frameCount, max(1, columns ?? min(frameCount, 6)))
        self.scale = scale
    }
}
