import Foundation

/// The modules a Swift file imports, with the line of each (`@_exported`, `@testable`, `@preconcurrency`,
/// access levels and `import struct M.Name` forms included; submodules count as their module).
struct SourceImport: Equatable {
    let module: String
    let line: Int

    static func all(in text: String) -> [SourceImport] {
        let pattern =
            #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"#
            + #"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        var imports: [SourceImport] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let whole = NSRange(line.startIndex..., in: line)
            guard let match = expression.firstMatch(in: line, range: whole),
                let module = Range(match.range(at: 1), in: line)
            else { continue }
            imports.append(SourceImport(module: String(line[module]), line: offset + 1))
        }
        return imports
    }
}
