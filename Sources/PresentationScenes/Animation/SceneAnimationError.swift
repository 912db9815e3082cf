/// Why a scene action could not be sampled into frames.
public enum SceneAnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scene file is invalid, or applying an action failed.
    case scene(SceneError)
    /// No action was named and none of the scene's actions starts anything moving.
    case nothingToAnimate(scene: String)
    /// The action index is not one of the scene's actions.
    case actionOutOfRange(index: Int, actionCount: Int)
    /// The frame rate is not a finite number in ``SceneAnimation/frameRates``.
    case invalidFrameRate(Double)
    /// The time window is not finite, starts before 0, or ends before it starts.
    case invalidTimeWindow(from: Double, to: Double?)
    /// The animation would take more than ``SceneAnimation/maximumFrameCount`` frames.
    case tooManyFrames(limit: Int)
    /// The frames would hold more than ``SceneAnimation/maximumTotalNodeCount`` drawn elements together; the
    /// bound was passed at frame `frames`.
    case tooManyElements(limit: Int, frames: Int)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .scene(let error):
            return error.description
        case .nothingToAnimate(let scene):
            return "'\(scene)' has no action that animates (give the action with --action or the scene's 'animate' key)"
        case .actionOutOfRange(let index, let count):
            return count == 0
                ? "the scene has no actions (asked for action \(index))"
                : "action \(index) does not exist: the scene's actions are 0…\(count - 1)"
        case .invalidFrameRate(let fps):
            return "the frame rate \(fps) is not in \(Self.range(SceneAnimation.frameRates)) frames per second"
        case .invalidTimeWindow(let from, let to):
            return
                "the time window from \(from) s to \(to.map { "\($0) s" } ?? "the end") is not a finite span from 0 s on"
        case .tooManyFrames(let limit):
            return "the animation needs more than \(limit) frames; narrow it with --to or lower --fps"
        case .tooManyElements(let limit, let frames):
            return "the animation's frames hold more than \(limit) drawn elements by frame \(frames) (about "
                + "\(limit / 1000 * 9 / 10) MB); narrow it with --to, lower --fps or draw a simpler scene"
        }
    }

    private static func range(_ range: ClosedRange<Double>) -> String {
        "\(SceneNumberFormat.text(range.lowerBound))…\(SceneNumberFormat.text(range.upperBound))"
    }
}
