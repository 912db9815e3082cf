import PresentationKit

/// The text `presentkit devices` prints: one row per device and orientation.
enum DeviceListing {
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
        let widths = device.availableMultitaskingWidths(in: orientation).compactMap { width -> String? in
            guard width != .fullScreen,
                let environment = try? WindowEnvironment(device: device, orientation: orientation, multitasking: width)
            else { return nil }
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
