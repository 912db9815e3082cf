import ArgumentParser
import PresentationKit
import PresentationScenes

/// The scene file and the configuration overrides shared by `render` and `layout`.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (YAML or JSON).")
    var scene: String

    @Option(help: "Replace the scene's device (catalog identifier or alias).")
    var device: DeviceName?

    @Option(help: "Replace the orientation.")
    var orientation: InterfaceOrientation?

    @Option(help: "Replace the iPad multitasking width.")
    var multitasking: MultitaskingWidth?

    @Option(help: "Replace the iOS era.")
    var era: Era?

    @Option(help: "Replace the appearance.")
    var appearance: Appearance?

    /// The decoded scene with the overrides applied, run to its end.
    func runScene() throws -> SceneRunner {
        var decoded = try SceneFailure.exitOnError { () throws(SceneError) in try SceneDecoder.decode(contentsOf: scene)
        }
        if let device { decoded.device = device.profile }
        if let orientation { decoded.orientation = orientation }
        if let multitasking { decoded.multitasking = multitasking }
        if let era { decoded.era = era }
        if let appearance { decoded.appearance = appearance.style }
        let configured = decoded
        return try SceneFailure.exitOnError { () throws(SceneError) in try configured.run(file: scene) }
    }
}
