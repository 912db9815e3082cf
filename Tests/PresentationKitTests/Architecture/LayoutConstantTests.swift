import Foundation
import Testing

/// "Metrics are data": a UIKit constant used to lay out presentations, controls, lists, tables and collection
/// views is a row of the metrics table (with its era values and source), never a literal in the layout code.
/// The numbers left in those folders are listed here with the reason each is not a layout constant; a new one
/// fails until it moves to the table or is listed.
@Suite struct LayoutConstantTests {
    /// The layout code, relative to `Sources/PresentationKit`.
    static let layoutFolders = ["Presentation/Layout", "Controls", "Lists", "Tables", "Collections"]

    /// Numbers that are arithmetic, not constants: none, one, halves and doubles.
    static let arithmetic: Set<String> = ["0", "1", "2", "0.5", "0.0", "1.0", "2.0"]

    /// Why a number in the layout code is not a layout constant.
    enum Reason {
        /// The documented default of a public UIKit property or initialiser, part of the API's declaration.
        case apiDefault
        /// A tolerance for comparing computed lengths.
        case tolerance
        /// A bound on repeated layout passes.
        case passBound
        /// A colour channel of a legacy colour, in 0…255.
        case colourChannel
    }

    /// The numbers left, by file (relative to `Sources/PresentationKit`) and number.
    static let reviewed: [String: [String: Reason]] = [
        "Collections/FlowLayout/CollectionViewFlowLayout.swift": ["10": .apiDefault, "50": .apiDefault],
        "Collections/FlowLayout/FlowLineAlignment.swift": ["0.001": .tolerance],
        "Collections/CollectionView/CollectionView+Layout.swift": ["8": .passBound],
        "Collections/CompositionalLayout/CollectionViewCompositionalLayout.swift": ["0.01": .tolerance],
        "Collections/CompositionalLayout/GroupArrangement.swift": ["0.0001": .tolerance],
        // UITableViewCell(style:reuseIdentifier:) starts 320 × 44 pt, before the table sizes it.
        "Tables/TableViewCell.swift": [
            "320": .apiDefault, "44": .apiDefault, "217.0": .colourChannel, "255": .colourChannel,
        ],
        "Tables/TableView+Tiling.swift": [
            "4": .passBound, "0.001": .tolerance, "247.0": .colourChannel, "255": .colourChannel,
        ],
    ]

    @Test func layoutCodeHoldsNoUnlistedConstant() throws {
        var found: [String] = []
        for folder in Self.layoutFolders {
            for file in RepositoryFiles.swiftFiles(under: "Sources/PresentationKit/\(folder)") {
                let path = "\(folder)/\(file)"
                let text = try RepositoryFiles.text(of: "Sources/PresentationKit/\(path)")
                for (number, line) in Self.numbers(in: text)
                where !Self.arithmetic.contains(number) && Self.reviewed[path]?[number] == nil {
                    found.append("\(path):\(line): \(number)")
                }
            }
        }
        #expect(
            found.isEmpty, "move these to MetricsTable, or list them with a reason:\n\(found.joined(separator: "\n"))")
    }

    /// Every listed number is still there, so the list does not outlive the code.
    @Test func everyListedNumberIsStillInItsFile() throws {
        for (path, numbers) in Self.reviewed {
            let found = Set(
                Self.numbers(in: try RepositoryFiles.text(of: "Sources/PresentationKit/\(path)")).map(\.number))
            #expect(Set(numbers.keys).isSubset(of: found), "\(path): \(Set(numbers.keys).subtracting(found))")
        }
    }

    /// The numeric literals of `text` with their lines, outside comments and strings, raw values of enum cases
    /// (`case top = 3`) and bit positions (`1 << 3`).
    static func numbers(in text: String) -> [(number: String, line: Int)] {
        let literal = #"(?<![A-Za-z_0-9.])(\d+\.\d+|\d+)(?![A-Za-z_0-9.])"#
        guard let expression = try? NSRegularExpression(pattern: literal) else { return [] }
        var numbers: [(String, Int)] = []
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var code = String(rawLine.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
            code = code.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
            code = code.replacingOccurrences(of: #"\bcase\s+`?\w+`?\s*=\s*\d+"#, with: "", options: .regularExpression)
            code = code.replacingOccurrences(of: #"<<\s*\d+"#, with: "", options: .regularExpression)
            let range = NSRange(code.startIndex..., in: code)
            for match in expression.matches(in: code, range: range) {
                if let number = Range(match.range(at: 1), in: code) {
                    numbers.append((String(code[number]), offset + 1))
                }
            }
        }
        return numbers
    }
}
