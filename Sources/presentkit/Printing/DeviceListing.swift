import PresentationKit

/// What `presentkit devices` prints: one row (or JSON entry) per device and orientation.
enum DeviceListing {
    /// One device in one orientation, as `--format json` writes it.
    struct Entry: Encodable {
        let identifier: String
        let orientation: String
        let width: Double
        let height: Double
        let scale: Double
        let safeArea: [String: Double]
        let horizontalSizeClass: String
        let verticalSizeClass: String
        let multitasking: [Multitasking]
    }

    /// An iPad multitasking window width.
    struct Multitasking: Encodable {
        let name: String
        let width: Double
        let horizontalSizeClass: String
    }

    /// The JSON entries, devices in catalog order, portrait before landscape.
    static func entries(_ devices: [DeviceProfile]) -> [Entry] {
        devices.flatMap { device in
            InterfaceOrientation.allCases.map { orientation in
                let size = device.screenSize(in: orientation)
                let safe = orientation == .portrait ? device.safeAreaPortrait : device.safeAreaLandscape
                let classes = orientation == .portrait ? device.sizeClassesPortrait : device.sizeClassesLandscape
                return Entry(
                    identifier: device.identifier, orientation: orientation.rawValue, width: size.width,
                    height: size.height, scale: device.scale,
                    safeArea: ["top": safe.top, "left": safe.left, "bottom": safe.bottom, "right": safe.right],
                    horizontalSizeClass: classes.horizontal.rawValue, verticalSizeClass: classes.vertical.rawValue,
                    multitasking: multitaskingWindows(device, orientation).map { width, environment in
                        Multitasking(
                            name: width.rawValue, width: environment.windowSize.width,
                            horizontalSizeClass: environment.traitCollection.horizontalSizeClass.rawValue)
                    })
            }
        }
    }

    /// The split and slide-over windows of `device` in `orientation` (full screen is the device itself).
    private static func multitaskingWindows(_ device: DeviceProfile, _ orientation: InterfaceOrientation)
        -> [(MultitaskingWidth, WindowEnvironment)]
    {
        device.availableMultitaskingWidths(in: orientation).compactMap { width in
            guard width != .fullScreen,
                let environment = try? WindowEnvironment(device: device, orientation: orientation, multitasking: width)
            else { return nil }
            return (width, environment)
        }
    }

    static func table(_ devices: [DeviceProfile]) -> String {
        var rows = [
            [
                "identifier", "orientation", "points", "scale", "safe area (t,l,b,r)", "size classes (h/v)",
                "multitasking",
            ]
        ]
        for device in devices {
            for orientation in InterfaceOrientation.allCases {
                rows.append(row(device, orientation))
            }
        }
        return TextTable.render(rows)
    }

    private static func row(_ device: DeviceProfile, _ orientation: InterfaceOrientation) -> [String] {
        let size = device.screenSize(in: orientation)
        let safe = orientation == .portrait ? device.safeAreaPortrait : device.safeAreaLandscape
        let classes = orientation == .portrait ? device.sizeClassesPortrait : device.sizeClassesLandscape
        let widths = multitaskingWindows(device, orientation).map { width, environment in
            let sizeClass = environment.traitCollection.horizontalSizeClass == .compact ? "C" : "R"
            return "\(width.rawValue) \(LayoutNumberFormat.compact(environment.windowSize.width))\(sizeClass)"
        }
        return [
            device.identifier, orientation.rawValue,
            "\(LayoutNumberFormat.compact(size.width))×\(LayoutNumberFormat.compact(size.height))",
            "@\(LayoutNumberFormat.compact(device.scale))x",
            [safe.top, safe.left, safe.bottom, safe.right].map(LayoutNumberFormat.compact).joined(separator: ","),
            "\(classes.horizontal.rawValue)/\(classes.vertical.rawValue)",
            widths.isEmpty ? "—" : widths.joined(separator: ", "),
        ]
    }
}
