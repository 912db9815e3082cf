import PresentationKit

/// The "did you mean" hint appended to messages about unknown names.
package enum SceneSuggestion {
    /// ` (did you mean 'x'?)` for the closest plausible candidate, or an empty string.
    package static func hint(for name: String, among candidates: [String]) -> String {
        guard let suggestion = SpellingSuggestion.closest(to: name, among: candidates), suggestion != name else {
            return ""
        }
        return " (did you mean '\(suggestion)'?)"
    }
}
