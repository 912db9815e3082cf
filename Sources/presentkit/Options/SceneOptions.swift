import ArgumentParser
import PresentationKit
import PresentationScenes

/// The scene file and the configuration overrides shared by `render` and `layout`.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (YAML or JSON).")
    var scene: String

    @Option(help: "Replace the scene's device (catalog identifier or alias).")
    var device: String?

    @Option(help: "Replace the orientation: portrait or landscape.")
    var orientation: String?

    @Option(help: "Replace the iPad multitasking width: fullScreen, oneThird, half, twoThirds, slideOver.")
    var multitasking: String?

    @Option(help: "Replace the iOS era: ios12, ios13, ios15, ios17, ios18.")
    var era: String?

    @Option(help: "Replace the appearance: light or dark.")
    var appearance: String?

    /// The decoded scene with the overrides applied, run to its end.
    func runScene() throws -> SceneRunner {
        var decoded = try SceneFailure.exitOnError { () throws(SceneError) in try SceneDecoder.decode(contentsOf: scene)
        }
        if let device { decoded.device = try ValueParsing.device(device) }
        if let orientation {
            decoded.orientation = try ValueParsing.value(
                orientation, of: InterfaceOrientation.self, option: "--orientation")
        }
        if let multitasking {
            decoded.multitasking = try ValueParsing.value(
                multitasking, of: MultitaskingWidth.self, option: "--multitasking")
        }
        if let era { decoded.era = try ValueParsing.value(era, of: Era.self, option: "--era") }
        if let appearance {
            decoded.appearance = try ValueParsing.value(appearance, of: UserInterfaceStyle.self, option: "--appearance")
        }
        let configured = decoded
        return try SceneFailure.exitOnError { () throws(SceneError) in try configured.run(file: scene) }
    }
}
