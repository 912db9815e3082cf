import ArgumentParser
import PresentationKit

/// Parses option values by name, with "did you mean" suggestions in the error.
enum ValueParsing {
    /// A value of a string enum named on the command line.
    static func value<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type, option: String) throws -> T
    where T.RawValue == String {
        if let value = T(rawValue: name) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = SpellingSuggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw ValidationError(
            "\(option): unknown value '\(name)'\(hint); expected one of \(names.joined(separator: ", "))")
    }

    /// A catalog device (aliases resolve too).
    static func device(_ name: String) throws -> DeviceProfile {
        do {
            return try DeviceCatalog.profile(named: name)
        } catch {
            throw ValidationError("--devices: \(error)")
        }
    }
}
