import ArgumentParser
import PresentationKit
import PresentationRendering

// The enum options are typed values: `--help` lists their values and the completion scripts
// (`presentkit --generate-completion-script bash|zsh|fish`) complete them.

extension Era: ExpressibleByArgument {}
extension InterfaceOrientation: ExpressibleByArgument {}
extension MultitaskingWidth: ExpressibleByArgument {}
extension ModalPresentationStyle: ExpressibleByArgument {
    /// A style by its name, or by its name in any letter case when only one style has that spelling
    /// (`pagesheet` is `pageSheet`), since UIKit's camel case is easy to type otherwise.
    public init?(argument: String) {
        if let exact = Self(rawValue: argument) {
            self = exact
            return
        }
        let matches = Self.allCases.filter { $0.rawValue.lowercased() == argument.lowercased() }
        guard matches.count == 1, let match = matches.first else { return nil }
        self = match
    }
}
extension RenderFormat: ExpressibleByArgument {}
extension AnimateFormat: ExpressibleByArgument {}

/// `light` or `dark` (UIKit's `.unspecified` is not an appearance a picture can have).
enum Appearance: String, CaseIterable, ExpressibleByArgument {
    case light
    case dark

    /// The trait value.
    var style: UserInterfaceStyle {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }
}

/// A catalog device named on the command line by identifier or alias.
struct DeviceName: ExpressibleByArgument {
    /// The catalog profile.
    let profile: DeviceProfile

    init?(argument: String) {
        guard let profile = try? DeviceCatalog.profile(named: argument) else { return nil }
        self.profile = profile
    }

    static var allValueStrings: [String] { DeviceCatalog.all.map(\.identifier) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// What the listing commands print.
enum ListingFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns for people.
    case text
    /// JSON for scripts.
    case json
}

/// One argument of a list option, holding one value or several separated by commas
/// (`--devices iphone-se,ipad-pro-11` is `--devices iphone-se ipad-pro-11`).
struct CommaSeparated<Value: ExpressibleByArgument>: ExpressibleByArgument {
    /// The values, in order.
    let values: [Value]

    init?(argument: String) {
        var values: [Value] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: true) {
            guard let value = Value(argument: String(part)) else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.values = values
    }

    static var allValueStrings: [String] { Value.allValueStrings }

    static var defaultCompletionKind: CompletionKind { Value.defaultCompletionKind }
}

extension Array {
    /// The values of comma-separated arguments, flattened in order.
    func flattened<Value>() -> [Value] where Element == CommaSeparated<Value> {
        flatMap(\.values)
    }
}
