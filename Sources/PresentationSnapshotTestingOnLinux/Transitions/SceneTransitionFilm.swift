import PresentationKit
import PresentationScenes

/// Films one action of a scene: the window settled before the action, then the action's transition.
struct SceneTransitionFilm {
    /// The scene.
    let scene: Scene
    /// The 0-based index of the action to film.
    let actionIndex: Int
    /// Sampling and layout.
    let filming: TransitionFilming

    /// The contact sheet of the action's transition.
    func contactSheet() throws -> SnapshotImage {
        guard scene.actions.indices.contains(actionIndex) else {
            throw MissingSceneAction(index: actionIndex, actionCount: scene.actions.count)
        }
        let runner = try SceneRunner(scene: scene, file: scene.name)
        try runner.run(upTo: actionIndex)
        let begin = runner.window.clock
        try runner.applyNextAction()
        let frames = TransitionSampler.frames(of: runner.window, from: begin, filming: filming)
        let line = scene.actions[actionIndex].location.line
        let title = "\(scene.name) · action \(actionIndex) (line \(line)) · \(runner.window.environment.variantName)"
        return try TransitionContactSheet(title: title, frames: frames, filming: filming).render()
    }
}

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
