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

    /// The overrides the options name, applied while the scene is decoded.
    var overrides: SceneOverrides {
        SceneOverrides(
            device: device?.profile, orientation: orientation, multitasking: multitasking, era: era,
            appearance: appearance?.style)
    }

    /// The scene decoded with the overrides in place of the fields they replace, run to its end.
    func runScene() throws -> SceneRunner {
        let decoded = try SceneFailure.exitOnError { () throws(SceneError) in
            try SceneDecoder.decode(contentsOf: scene, overrides: overrides)
        }
        return try SceneFailure.exitOnError { () throws(SceneError) in try decoded.run(file: scene) }
    }
}
