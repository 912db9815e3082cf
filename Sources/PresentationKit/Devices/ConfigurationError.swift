/// A device, orientation or window configuration that cannot exist.
public enum ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No catalog device has this identifier or alias.
    case unknownDevice(String, suggestion: String?)
    /// The device does not offer this multitasking width in this orientation (phones offer none).
    case multitaskingUnavailable(device: String, width: MultitaskingWidth, orientation: InterfaceOrientation)
    /// A custom device profile has a value that cannot be laid out.
    case invalidProfile(device: String, field: String, reason: String)

    public var description: String {
        switch self {
        case .unknownDevice(let name, let suggestion):
            let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
            return "unknown device '\(name)'\(hint); `presentkit devices` lists the catalog"
        case .multitaskingUnavailable(let device, let width, let orientation):
            return "device '\(device)' has no '\(width.rawValue)' window in \(orientation.rawValue)"
        case .invalidProfile(let device, let field, let reason):
            return "device profile '\(device)': \(field) \(reason)"
        }
    }
}
