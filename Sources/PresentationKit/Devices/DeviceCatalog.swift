import Foundation

/// The built-in device profiles: every device of the reference table, 12 iPhones and 7 iPads.
///
/// Look a device up by identifier or alias with ``profile(named:)``; unknown names throw with a
/// spelling suggestion.
public enum DeviceCatalog {
    /// Every built-in profile, in catalog order (phones small to large, then pads).
    public static var all: [DeviceProfile] { builtInProfiles }

    /// The identifiers of ``all``.
    public static var identifiers: [String] { all.map(\.identifier) }

    /// The profile with this identifier or alias (case-insensitive).
    public static func profile(named name: String) throws(ConfigurationError) -> DeviceProfile {
        let key = name.lowercased()
        if let match = builtInProfiles.first(where: { $0.names.contains(key) }) {
            return match
        }
        throw .unknownDevice(
            name, suggestion: SpellingSuggestion.closest(to: name, among: builtInProfiles.flatMap(\.names)))
    }

    /// Decodes a profile (or a list of them) written in the catalog's JSON form, validating each; a key
    /// that is not a profile field is an error (with a suggestion), not silently ignored.
    public static func decodeProfiles(from data: Data) throws -> [DeviceProfile] {
        try rejectUnknownKeys(in: data)
        let decoder = JSONDecoder()
        if let list = try? decoder.decode([DeviceProfile].self, from: data) {
            return try list.map { try $0.validated() }
        }
        return [try decoder.decode(DeviceProfile.self, from: data).validated()]
    }

    private static func rejectUnknownKeys(in data: Data) throws {
        let object = try JSONSerialization.jsonObject(with: data)
        let profiles = (object as? [[String: Any]]) ?? [(object as? [String: Any]) ?? [:]]
        let known = DeviceProfile.CodingKeys.allCases.map(\.rawValue)
        for profile in profiles {
            for key in profile.keys.sorted() where !known.contains(key) {
                let hint = SpellingSuggestion.closest(to: key, among: known).map { "(did you mean '\($0)'?)" } ?? ""
                throw ConfigurationError.invalidProfile(
                    device: profile["identifier"] as? String ?? "<unnamed>", field: key,
                    reason: "is not a device profile field \(hint)".trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
