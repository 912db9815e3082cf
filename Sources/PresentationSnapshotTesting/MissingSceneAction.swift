/// A transition was asked of an action the scene does not have.
struct MissingSceneAction: Error, CustomStringConvertible {
    /// The 0-based index asked for.
    let index: Int
    /// How many actions the scene has.
    let actionCount: Int

    var description: String {
        "the scene has \(actionCount) actions (0…\(actionCount - 1)); there is no action \(index)"
    }
}
