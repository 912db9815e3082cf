import PresentationKit
import PresentationScenes

/// A panel's scene run to the panel's moment: the live window (for what the tree does not carry, such as
/// a popover's source) and the tree it shows then.
struct PanelMoment {
    /// The scene's runner, stopped at the moment.
    let runner: SceneRunner
    /// What the window shows at the moment.
    let tree: RenderTree

    /// The clock step used to find a transition's progress: 1/600 s, finer than any display's frame.
    static let progressStep = 1.0 / 600

    /// Decodes the panel's scene with its overrides and runs it to its moment.
    init(panel: FigurePanelSpec) throws(SceneError) {
        let scene = try Self.decodeScene(panel)
        let runner = try SceneRunner(scene: scene, file: panel.scene)
        if let action = panel.moment.action, !scene.actions.indices.contains(action) {
            throw panel.location.error(
                "at: action \(action) is out of range: the scene '\(panel.scene)' has \(scene.actions.count) "
                    + "action\(scene.actions.count == 1 ? "" : "s")")
        }
        self.runner = runner
        tree = try Self.run(runner, to: panel.moment)
    }

    /// The scene decoded with the panel's overrides; a scene file that cannot be read, or an override the device
    /// cannot take, is reported at the panel, since the figure file wrote it (the scene file's other problems
    /// follow it in the scene file's name).
    private static func decodeScene(_ panel: FigurePanelSpec) throws(SceneError) -> Scene {
        do {
            return try SceneDecoder.decode(contentsOf: panel.scene, overrides: panel.overrides)
        } catch {
            var relocated: SceneError
            if error.file == panel.scene, error.line == nil, error.path == nil {
                // The scene file itself cannot be read: the figure file named it, so say where.
                relocated = panel.location.error("scene '\(panel.scene)': \(error.message)")
            } else if let option = error.path, option.hasPrefix("--") {
                relocated = panel.location.error(
                    "\(option.dropFirst(2)): \(error.message) (scene '\(panel.scene)')")
            } else {
                throw error
            }
            relocated.additionalErrors = error.additionalErrors
            throw relocated
        }
    }

    private static func run(_ runner: SceneRunner, to moment: FigureMoment) throws(SceneError) -> RenderTree {
        switch moment {
        case .end:
            try runner.runToEnd()
            return runner.window.renderTree()
        case .before(let action):
            try runner.run(upTo: action)
            return runner.window.renderTree()
        case .after(let action):
            try runner.run(upTo: action + 1)
            return runner.window.renderTree()
        case .time(let action, let seconds):
            let start = try startAction(action, of: runner)
            runner.advance(to: start + seconds)
            return runner.window.renderTree(at: start + seconds)
        case .progress(let action, let fraction):
            let start = try startAction(action, of: runner)
            let time = advanceUntil(progress: fraction, runner: runner, start: start)
            return runner.window.renderTree(at: time)
        }
    }

    /// Settles the window before `action`, applies it and returns the clock at which it started.
    private static func startAction(_ action: Int, of runner: SceneRunner) throws(SceneError) -> Double {
        try runner.run(upTo: action)
        try runner.applyNextAction()
        return runner.window.clock
    }

    /// Moves the clock in small steps until the running transition has reached `fraction` of its duration
    /// (or everything is idle), and returns the clock.
    private static func advanceUntil(progress fraction: Double, runner: SceneRunner, start: Double) -> Double {
        let window = runner.window
        var time = start
        while time - start < SceneLimits.advance.highest {
            if let progress = window.transitionProgress {
                if progress >= fraction - 1e-9 { break }
            } else if window.isIdle {
                break
            }
            time += progressStep
            runner.advance(to: time)
        }
        return time
    }
}
