import ArgumentParser
import PresentationKit

/// `presentkit metrics`: the per-era metrics table with sources.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics", abstract: "Print the per-era table of UIKit constants with their sources.")

    @Flag(help: "Print a Markdown table (as in the README).")
    var markdown = false

    /// Whole numbers without decimals, others with every digit they have (the table is the source).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    func run() {
        let header = ["metric"] + Era.allCases.map(\.rawValue) + ["confidence", "meaning", "source"]
        let rows = MetricsTable.definitions.map { definition in
            ["`\(definition.metric.name)`"] + Era.allCases.map { Self.format(definition.value(in: $0)) }
                + [definition.confidence.rawValue, definition.summary, definition.source]
        }
        if markdown {
            print("| " + header.joined(separator: " | ") + " |")
            print("|" + String(repeating: "---|", count: header.count))
            for row in rows { print("| " + row.joined(separator: " | ") + " |") }
        } else {
            print(TextTable.render([header] + rows.map { Array($0.prefix(header.count - 2)) + [$0[header.count - 2]] }))
        }
    }
}
