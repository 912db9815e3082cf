import PresentationKit
import PresentationScenes

/// Walks a ``DeviceMatrix``: one settled window per configuration, built by the caller's closure or by
/// running a scene in that configuration. Failures to build (an unknown device, a closure or scene that
/// throws) are recorded at the call site, naming the variant, and the walk goes on.
enum MatrixRun {
    /// Calls `body` with the variant name and a window built by `build` and run until idle.
    static func forEachWindow(
        in matrix: DeviceMatrix, at callSite: SnapshotCallSite,
        build: (Window) throws -> Void, _ body: (String, Window) -> Void
    ) {
        for environment in environments(of: matrix, at: callSite) {
            let window = Window(environment: environment)
            do {
                try build(window)
            } catch {
                IssueReporter.record("\(environment.variantName): building the window failed: \(error)", at: callSite)
                continue
            }
            window.runUntilIdle()
            body(environment.variantName, window)
        }
    }

    /// Calls `body` with the variant name and `scene` run to its end in each configuration of the matrix
    /// (device, orientation, multitasking width, era and appearance replaced).
    static func forEachRun(
        of scene: Scene, in matrix: DeviceMatrix, at callSite: SnapshotCallSite,
        _ body: (String, SceneRunner) -> Void
    ) {
        for environment in environments(of: matrix, at: callSite) {
            do {
                body(environment.variantName, try configured(scene, environment).run(file: scene.name))
            } catch {
                IssueReporter.record("\(environment.variantName): the scene failed: \(error)", at: callSite)
            }
        }
    }

    /// The scene with its starting configuration replaced by `environment`'s.
    static func configured(_ scene: Scene, _ environment: WindowEnvironment) -> Scene {
        var copy = scene
        copy.device = environment.device
        copy.orientation = environment.orientation
        copy.multitasking = environment.multitasking
        copy.era = environment.era
        copy.appearance = environment.appearance
        return copy
    }

    /// The matrix's configurations, or none (with a recorded failure) when a device is unknown.
    private static func environments(of matrix: DeviceMatrix, at callSite: SnapshotCallSite) -> [WindowEnvironment] {
        do {
            return try matrix.environments()
        } catch {
            IssueReporter.record("The device matrix is invalid: \(error)", at: callSite)
            return []
        }
    }

    /// `name.variant`, or the variant alone.
    static func snapshotName(_ name: String?, variant: String) -> String {
        [name, variant].compactMap { $0 }.joined(separator: ".")
    }
}
