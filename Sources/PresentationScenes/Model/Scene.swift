import PresentationKit

/// Everything a scene file says: the device configuration, the controller tree at the window's root and
/// the actions to apply to it, already validated.
///
/// Decode one with ``SceneDecoder``; turn it into a live window with ``run(file:)`` or a ``SceneRunner``.
public struct Scene: Hashable, Sendable {
    /// The scene's name (the file name without extension when the file gives none).
    public var name: String
    /// A sentence about what the scene shows, if the file has one.
    public var summary: String?
    /// The device, from the catalog or written inline.
    public var device: DeviceProfile
    /// The starting orientation.
    public var orientation: InterfaceOrientation
    /// The starting multitasking width.
    public var multitasking: MultitaskingWidth
    /// The iOS era whose behaviour applies.
    public var era: Era
    /// The starting appearance.
    public var appearance: UserInterfaceStyle
    /// The controller tree installed as the window's root.
    public var root: SceneController
    /// The actions, applied in order.
    public var actions: [SceneAction]
    /// Whether the window runs until idle after the last action (`false` keeps a transition mid-way).
    public var settlesAfterLastAction: Bool
    /// The index of the action animation tools show (the file's `animate` key), when the file names one.
    public var animatedAction: Int?

    /// Creates a scene from its parts.
    public init(
        name: String, summary: String? = nil, device: DeviceProfile, orientation: InterfaceOrientation,
        multitasking: MultitaskingWidth = .fullScreen, era: Era = .latest,
        appearance: UserInterfaceStyle = .light, root: SceneController, actions: [SceneAction] = [],
        settlesAfterLastAction: Bool = true, animatedAction: Int? = nil
    ) {
        self.name = name
        self.summary = summary
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.era = era
        self.appearance = appearance
        self.root = root
        self.actions = actions
        self.settlesAfterLastAction = settlesAfterLastAction
        self.animatedAction = animatedAction
    }

    /// The action an animation of the scene shows by default: ``animatedAction`` when the file names one,
    /// otherwise the last action that starts something moving (``SceneOperation/startsAnimation``);
    /// `nil` when there is none.
    public var defaultAnimatedAction: Int? {
        animatedAction ?? actions.lastIndex { $0.operation.startsAnimation }
    }

    /// The starting window configuration.
    public func makeEnvironment() throws(ConfigurationError) -> WindowEnvironment {
        try WindowEnvironment(
            device: device, orientation: orientation, multitasking: multitasking, era: era,
            appearance: appearance)
    }

    /// Builds the window and applies every action, settling as ``settlesAfterLastAction`` says.
    public func run(file: String = "<scene>") throws(SceneError) -> SceneRunner {
        let runner = try SceneRunner(scene: self, file: file)
        try runner.runToEnd()
        return runner
    }
}
