import PresentationKit

/// The set of variants the `presentkit gallery` command renders: every combination of devices,
/// orientations, eras, appearances and presentation styles, each presenting the same content over the
/// same root.
///
/// Decode one from a file like `Fixtures/gallery.yaml` with ``decode(yaml:file:)``; ``scenes()`` expands
/// it into one ``Scene`` per combination.
public struct GalleryMatrix: Hashable, Sendable {
    /// The devices, in order.
    public var devices: [DeviceProfile]
    /// The orientations.
    public var orientations: [InterfaceOrientation]
    /// The eras.
    public var eras: [Era]
    /// The appearances.
    public var appearances: [UserInterfaceStyle]
    /// The presentation styles.
    public var styles: [ModalPresentationStyle]
    /// The controller tree at the root of every variant.
    public var root: SceneController
    /// The presented controller tree.
    public var content: SceneController
    /// The content size of popovers (`nil`: UIKit's default). Other styles show their own default sizes,
    /// which is what a gallery compares.
    public var preferredContentSize: Size?
    /// What popovers point at.
    public var popoverSource: ScenePopoverSource
    /// Where the matrix was written, for the actions of the scenes it expands to.
    public var location: SceneLocation

    /// Creates a matrix.
    public init(
        devices: [DeviceProfile], orientations: [InterfaceOrientation], eras: [Era],
        appearances: [UserInterfaceStyle], styles: [ModalPresentationStyle], root: SceneController,
        content: SceneController, preferredContentSize: Size?, popoverSource: ScenePopoverSource,
        location: SceneLocation = SceneLocation(line: 1, column: 1, path: SceneLocation.documentPath)
    ) {
        self.devices = devices
        self.orientations = orientations
        self.eras = eras
        self.appearances = appearances
        self.styles = styles
        self.root = root
        self.content = content
        self.preferredContentSize = preferredContentSize
        self.popoverSource = popoverSource
        self.location = location
    }

    /// How many scenes ``scenes()`` makes.
    public var count: Int {
        devices.count * orientations.count * styles.count
            * eras.reduce(0) { total, era in
                total + appearances.filter { Self.existed(era: era, appearance: $0) }.count
            }
    }

    /// The combinations left out because the era had no such appearance: iOS 12 had no dark mode (it came with
    /// iOS 13), so an iOS 12 dark cell would show something no device ever did.
    public var skippedCount: Int {
        devices.count * orientations.count * eras.count * appearances.count * styles.count - count
    }

    /// Whether devices of `era` could show `appearance`: dark mode exists from iOS 13.
    public static func existed(era: Era, appearance: UserInterfaceStyle) -> Bool {
        appearance != .dark || era >= .ios13
    }

    /// One scene per combination that existed (see ``existed(era:appearance:)``), named
    /// `device.orientation.era[.dark].style`, devices outermost.
    public func scenes() -> [Scene] {
        var scenes: [Scene] = []
        for device in devices {
            for orientation in orientations {
                for era in eras {
                    for appearance in appearances where Self.existed(era: era, appearance: appearance) {
                        scenes += styles.map { scene(device, orientation, era, appearance, $0) }
                    }
                }
            }
        }
        return scenes
    }

    private func scene(
        _ device: DeviceProfile, _ orientation: InterfaceOrientation, _ era: Era,
        _ appearance: UserInterfaceStyle, _ style: ModalPresentationStyle
    ) -> Scene {
        let presentation = ScenePresentation(
            id: "presented", style: style, content: content,
            preferredContentSize: style == .popover ? preferredContentSize : nil,
            source: style == .popover ? popoverSource : nil)
        let parts = [device.identifier, orientation.rawValue, era.rawValue] + (appearance == .dark ? ["dark"] : [])
        return Scene(
            name: (parts + [style.rawValue]).joined(separator: "."), device: device,
            orientation: orientation, era: era, appearance: appearance, root: root,
            actions: [SceneAction(.present(presentation), location: location)])
    }
}
