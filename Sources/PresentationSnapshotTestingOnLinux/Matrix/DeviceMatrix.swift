import PresentationKit

/// A list of window configurations to snapshot or check: devices × orientations × multitasking widths ×
/// eras × appearances, each named by its variant name (`iphone-15-pro.landscape.ios18`, with the
/// multitasking width and `dark` added when they are not the defaults).
///
/// ```swift
/// DeviceMatrix(devices: ["iphone-se", "iphone-15-pro", "ipad-pro-11"], eras: [.ios17, .ios18])
/// DeviceMatrix.everyDevice   // every catalog device, both orientations, the latest era
/// DeviceMatrix.all           // every catalog device, both orientations, every era
/// ```
public struct DeviceMatrix: Hashable, Sendable {
    /// Catalog identifiers or aliases, in order.
    public var devices: [String]
    /// Orientations, in order.
    public var orientations: [InterfaceOrientation]
    /// iPad multitasking widths; a width a device does not offer in an orientation is skipped
    /// (iPhones only have `fullScreen`).
    public var multitaskingWidths: [MultitaskingWidth]
    /// iOS eras, in order.
    public var eras: [Era]
    /// Light, dark, or both.
    public var appearances: [UserInterfaceStyle]

    /// Creates a matrix; by default every catalog device in both orientations, full screen, the latest
    /// era, light.
    public init(
        devices: [String] = DeviceCatalog.identifiers,
        orientations: [InterfaceOrientation] = InterfaceOrientation.allCases,
        multitaskingWidths: [MultitaskingWidth] = [.fullScreen], eras: [Era] = [.latest],
        appearances: [UserInterfaceStyle] = [.light]
    ) {
        self.devices = devices
        self.orientations = orientations
        self.multitaskingWidths = multitaskingWidths
        self.eras = eras
        self.appearances = appearances
    }

    /// Every catalog device in both orientations, full screen, in the latest era.
    public static var everyDevice: DeviceMatrix { DeviceMatrix() }

    /// Every catalog device in both orientations, full screen, in every era.
    public static var all: DeviceMatrix { DeviceMatrix(eras: Era.allCases) }

    /// The configurations, devices outermost, then orientation, multitasking width, era, appearance.
    ///
    /// - Throws: `ConfigurationError` for a device the catalog does not know (with a suggestion).
    public func environments() throws(ConfigurationError) -> [WindowEnvironment] {
        var result: [WindowEnvironment] = []
        for name in devices {
            let device = try DeviceCatalog.profile(named: name)
            for orientation in orientations {
                let available = device.availableMultitaskingWidths(in: orientation)
                for width in multitaskingWidths where available.contains(width) {
                    result += try environments(of: device, orientation, width)
                }
            }
        }
        return result
    }

    private func environments(
        of device: DeviceProfile, _ orientation: InterfaceOrientation,
        _ width: MultitaskingWidth
    ) throws(ConfigurationError) -> [WindowEnvironment] {
        var result: [WindowEnvironment] = []
        for era in eras {
            for appearance in appearances {
                result.append(
                    try WindowEnvironment(
                        device: device, orientation: orientation, multitasking: width,
                        era: era, appearance: appearance))
            }
        }
        return result
    }
}
