import Foundation

/// The targets `Package.swift` declares, read from its text: each target's name, source folder and the
/// modules its `dependencies:` list names (targets, and products of other packages by their product name,
/// conditional ones included). Reading the text keeps the test free of `swift package dump-package`, which
/// would wait for the build folder's lock that the running `swift test` holds.
struct ManifestTarget: Equatable {
    let name: String
    let path: String
    let dependencies: Set<String>

    /// The targets of the manifest at `manifest` (its text).
    static func all(in manifest: String) -> [ManifestTarget] {
        let kinds = [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("]
        var targets: [ManifestTarget] = []
        var searchStart = manifest.startIndex
        while let start = kinds.compactMap({ manifest.range(of: $0, range: searchStart..<manifest.endIndex) })
            .min(by: { $0.lowerBound < $1.lowerBound })
        {
            let body = balanced(in: manifest, openingAt: manifest.index(before: start.upperBound))
            searchStart = body.upperBound
            let text = String(manifest[body])
            // `.target(name: "X", condition: …)` inside a dependencies list is not a target of its own.
            guard let name = firstString(after: "name:", in: text), text.contains("path:") else { continue }
            targets.append(
                ManifestTarget(
                    name: name, path: firstString(after: "path:", in: text) ?? "Sources/\(name)",
                    dependencies: dependencyNames(in: text)))
        }
        return targets
    }

    /// The names in a target's `dependencies: [ … ]`: every quoted string that is not a package's name
    /// (`package: "…"`) or a platform condition.
    private static func dependencyNames(in target: String) -> Set<String> {
        guard let label = target.range(of: "dependencies:"),
            let open = target.range(of: "[", range: label.upperBound..<target.endIndex)
        else { return [] }
        var list = String(target[balanced(in: target, openingAt: open.lowerBound)])
        for pattern in [#"package:\s*"[^"]*""#, #"platforms:\s*\[[^\]]*\]"#] {
            list = list.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return Set(quotedStrings(in: list))
    }

    /// The range from the bracket or parenthesis at `open` to its match (inclusive); string literals are skipped.
    private static func balanced(in text: String, openingAt open: String.Index) -> Range<String.Index> {
        let pairs: [Character: Character] = ["(": ")", "[": "]"]
        var depth = 0
        var inString = false
        var index = open
        let opening = text[open]
        let closing = pairs[opening] ?? ")"
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString && character == opening { depth += 1 }
            if !inString && character == closing {
                depth -= 1
                if depth == 0 { return open..<text.index(after: index) }
            }
            index = text.index(after: index)
        }
        return open..<text.endIndex
    }

    private static func firstString(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        return quotedStrings(in: String(text[range.upperBound...])).first
    }

    private static func quotedStrings(in text: String) -> [String] {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }
}
