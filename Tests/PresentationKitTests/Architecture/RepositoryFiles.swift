import Foundation

/// The repository's own files, for the tests that check the rules ARCHITECTURE.md states.
enum RepositoryFiles {
    /// The repository root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Sources/`.
    static let sources = root.appendingPathComponent("Sources")

    /// The Swift files below `folder` (a path relative to the repository root), as paths relative to `folder`.
    static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder).path
        let entries = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return entries.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The text of `path`, relative to the repository root.
    static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every line of the Swift files below `folder` that `pattern` (a regular expression) matches, as
    /// `path:line` with the line's text.
    static func lines(under folder: String, matching pattern: String) throws -> [(place: String, text: String)] {
        var found: [(String, String)] = []
        for file in swiftFiles(under: folder) {
            let path = "\(folder)/\(file)"
            let lines = try text(of: path).split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, line) in lines.enumerated() where line.range(of: pattern, options: .regularExpression) != nil {
                found.append(("\(path):\(offset + 1)", line.trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }
}
