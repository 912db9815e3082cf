import ArgumentParser
import PresentationKit

/// `presentkit metrics`: the per-era metrics table with sources.
struct MetricsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metrics", abstract: "Print the per-era table of UIKit constants with their sources.")

    /// The forms the table can be printed in.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, markdown, json
    }

    @Option(help: "Columns for people, a Markdown table (as in the README) or JSON for scripts.")
    var format: Format = .text

    @Flag(help: "The same as --format markdown.")
    var markdown = false

    /// One metric, as `--format json` writes it.
    struct Entry: Encodable {
        let metric: String
        let values: [String: Double]
        let confidence: String
        let meaning: String
        let source: String
    }

    /// Whole numbers without decimals, others with every digit they have (the table is the source).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    func run() throws {
        if format == .json {
            try JSONOutput.print(
                MetricsTable.definitions.map { definition in
                    Entry(
                        metric: definition.metric.name,
                        values: Dictionary(
                            uniqueKeysWithValues: Era.allCases.map { ($0.rawValue, definition.value(in: $0)) }),
                        confidence: definition.confidence.rawValue, meaning: definition.summary,
                        source: definition.source)
                })
            return
        }
        let header = ["metric"] + Era.allCases.map(\.rawValue) + ["confidence", "meaning", "source"]
        let rows = MetricsTable.definitions.map { definition in
            ["`\(definition.metric.name)`"] + Era.allCases.map { Self.format(definition.value(in: $0)) }
                + [definition.confidence.rawValue, definition.summary, definition.source]
        }
        if markdown || format == .markdown {
            try StandardOutput.print("| " + header.joined(separator: " | ") + " |")
            try StandardOutput.print("|" + String(repeating: "---|", count: header.count))
            for row in rows { try StandardOutput.print("| " + row.joined(separator: " | ") + " |") }
        } else {
            try StandardOutput.print(
                TextTable.render([header] + rows.map { Array($0.prefix(header.count - 2)) + [$0[header.count - 2]] }))
        }
    }
}
