import ArgumentParser
import PresentationKit
import PresentationRendering

/// "Did you mean" for the usage errors swift-argument-parser reports without one: a misspelt subcommand
/// (`presentkit gallry`) and a misspelt option value (`--styles pageShet`, `--devices iphone-15pro`). The parser
/// already suggests misspelt option names itself.
enum UsageSuggestion {
    /// The values each option takes, by option name without dashes (singular and plural forms share a list).
    static func candidates(forOption option: String) -> [String] {
        switch option {
        case "device", "devices": DeviceCatalog.all.flatMap(\.names)
        case "style", "styles": ModalPresentationStyle.allValueStrings
        case "orientation", "orientations": InterfaceOrientation.allValueStrings
        // Newest first, so that a tie (ios19) suggests the newest era.
        case "era", "eras": Era.allValueStrings.reversed() + ["all"]
        case "multitasking": MultitaskingWidth.allValueStrings
        case "appearance": Appearance.allValueStrings
        case "format": RenderFormat.allValueStrings + AnimateFormat.allValueStrings + ListingFormat.allValueStrings
        default: []
        }
    }

    /// `message` with `hint` at the end of its first sentence, before the parser's list of valid values.
    static func message(_ message: String, with hint: String) -> String {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return hint }
        if let range = first.range(of: ". Please provide") {
            lines[0] = first[..<range.lowerBound] + ". " + hint
            lines.insert(String(first[first.index(range.lowerBound, offsetBy: 2)...]), at: 1)
        } else {
            lines[0] = first + ". " + hint
        }
        return lines.joined(separator: "\n")
    }

    /// The sentence to add to a usage error `message`, given the command line's `arguments` (without the
    /// program name), or nil when there is nothing to suggest.
    static func hint(forMessage message: String, arguments: [String]) -> String? {
        if let match = message.firstMatch(of: #/The value '([^']*)' is invalid for '--([a-z-]+)/#) {
            return valueHint(value: String(match.output.1), option: String(match.output.2))
        }
        if let match = message.firstMatch(of: #/Unexpected argument '([^']*)'/#),
            arguments.first == String(match.output.1)
        {
            let names = PresentKit.configuration.subcommands.compactMap { $0.configuration.commandName }
            return SpellingSuggestion.closest(to: String(match.output.1), among: names).map { "Did you mean '\($0)'?" }
        }
        return nil
    }

    /// A suggestion for the first comma-separated part of `value` that `option` does not take.
    private static func valueHint(value: String, option: String) -> String? {
        let candidates = candidates(forOption: option)
        let known = Set(candidates.map { $0.lowercased() })
        guard
            let unknown = value.split(separator: ",").map(String.init).first(where: { !known.contains($0.lowercased()) }
            ),
            let suggestion = SpellingSuggestion.closest(to: unknown, among: candidates)
        else { return nil }
        return value.contains(",") ? "Did you mean '\(suggestion)' for '\(unknown)'?" : "Did you mean '\(suggestion)'?"
    }
}
