import PresentationKit
import PresentationScenes
import SnapshotTesting

extension Snapshotting where Value == Window, Format == SnapshotImage {
    /// A contact sheet of a transition: calls `start` (which should begin an animated change, such as an
    /// animated `present`), draws `frames` frames evenly spaced from that moment until the window stops
    /// changing (or over `duration` seconds) into a grid of `columns` (default: up to 6 per row) at
    /// `scale` pixels per point, each labelled with its time, and finally lets the window settle.
    ///
    /// The frames come from `Window/renderTree(at:)`: running animations evaluated at each time, without
    /// moving the clock. A `start` that throws fails the test without a snapshot.
    public static func transition(
        frames: Int = 6, duration: Double? = nil, columns: Int? = nil, scale: Double = 0.5,
        tolerance: ImageTolerance = .exact,
        starting start: @escaping (Window) throws -> Void
    ) -> Snapshotting {
        let filming = TransitionFilming(frames: frames, duration: duration, columns: columns, scale: scale)
        return Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { window in
            SnapshotProduction.attempt("the transition cannot be filmed") {
                let begin = window.clock
                try start(window)
                defer { window.runUntilIdle() }
                let frames = TransitionSampler.frames(of: window, from: begin, filming: filming)
                return try TransitionContactSheet(
                    title: window.environment.variantName, frames: frames,
                    filming: filming
                ).render()
            }
        }
    }
}

extension Snapshotting where Value == Scene, Format == SnapshotImage {
    /// A contact sheet of one action of a scene: runs the scene's actions before `index` (0-based) and
    /// settles, starts action `index`, and draws `frames` frames from then until the window stops changing
    /// (or over `duration` seconds) into a grid, as the window strategy does.
    ///
    /// An index past the last action or a scene that fails to run fails the test without a snapshot.
    public static func transition(
        ofAction index: Int, frames: Int = 6, duration: Double? = nil, columns: Int? = nil,
        scale: Double = 0.5, tolerance: ImageTolerance = .exact
    ) -> Snapshotting {
        let filming = TransitionFilming(frames: frames, duration: duration, columns: columns, scale: scale)
        return Snapshotting(pathExtension: "png", diffing: .pixels(tolerance: tolerance)) { scene in
            SnapshotProduction.attempt("the transition of action \(index) of '\(scene.name)' cannot be filmed") {
                try SceneTransitionFilm(scene: scene, actionIndex: index, filming: filming).contactSheet()
            }
        }
    }
}
