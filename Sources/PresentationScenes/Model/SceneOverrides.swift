import PresentationKit

/// Configuration that replaces a scene file's own fields while it is decoded, as `presentkit`'s `--device`,
/// `--orientation`, `--multitasking`, `--era` and `--appearance` do.
///
/// An override takes the place of the field before any check runs, so the decoded ``Scene`` is checked once,
/// on its final configuration: a width the overriding device does not have is an error naming the option
/// (`scene.yaml: --multitasking: …`), and a field the override replaced is not read at all, so its errors
/// do not matter.
public struct SceneOverrides: Hashable, Sendable {
    /// Replaces `device`.
    public var device: DeviceProfile?
    /// Replaces `orientation`.
    public var orientation: InterfaceOrientation?
    /// Replaces `multitasking`.
    public var multitasking: MultitaskingWidth?
    /// Replaces `era`.
    public var era: Era?
    /// Replaces `appearance`.
    public var appearance: UserInterfaceStyle?

    /// Overrides for the given fields; `nil` keeps the file's value.
    public init(
        device: DeviceProfile? = nil, orientation: InterfaceOrientation? = nil,
        multitasking: MultitaskingWidth? = nil, era: Era? = nil, appearance: UserInterfaceStyle? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.era = era
        self.appearance = appearance
    }

    /// No overrides: the file as written.
    public static let none = SceneOverrides()

    /// The option to blame when the window configuration is not available, or `nil` to blame the file:
    /// the multitasking width when it is overridden, else the device or orientation.
    var windowConfigurationOption: String? {
        if multitasking != nil { return "--multitasking" }
        if device != nil { return "--device" }
        if orientation != nil { return "--orientation" }
        return nil
    }
}
