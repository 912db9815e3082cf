import PresentationKit
import PresentationScenes

/// The scenes of the project's reference snapshots, written as scene files: a navigation controller with
/// a list as root, and actions.
enum ReferenceScene {
    /// A scene of `device` in a configuration, with `root` (a navigation page) and `actions`, as YAML.
    static func yaml(
        device: String, orientation: InterfaceOrientation = .portrait,
        multitasking: MultitaskingWidth = .fullScreen, era: Era = .ios18,
        appearance: UserInterfaceStyle = .light, root: String, actions: [String]
    ) -> String {
        """
        device: \(device)
        orientation: \(orientation.rawValue)
        multitasking: \(multitasking.rawValue)
        era: \(era.rawValue)
        appearance: \(appearance.rawValue)
        root: { navigation: \(root) }
        actions:
        \(actions.map { "  - " + $0 }.joined(separator: "\n"))
        """
    }

    /// Decodes `yaml` (named `name` in errors) and runs it to its end.
    static func run(_ yaml: String, name: String) throws -> SceneRunner {
        try SceneDecoder.decode(yaml: yaml, file: name).run(file: name)
    }
}
