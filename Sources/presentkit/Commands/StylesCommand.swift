import ArgumentParser
import PresentationKit

/// `presentkit styles`: the presentation styles and what `.automatic` means in each era.
struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles", abstract: "List the presentation and transition styles.")

    @Option(help: "Columns for people or JSON for scripts.")
    var format: ListingFormat = .text

    /// One style and what it resolves to in each era, as `--format json` writes it.
    struct Entry: Encodable {
        let style: String
        let resolved: [String: String]
    }

    /// The JSON document: presentation styles and transition styles.
    struct Listing: Encodable {
        let presentationStyles: [Entry]
        let transitionStyles: [String]
    }

    func run() throws {
        if format == .json {
            let styles = ModalPresentationStyle.allCases.filter { $0 != .none }.map { style in
                Entry(
                    style: style.rawValue,
                    resolved: Dictionary(
                        uniqueKeysWithValues: Era.allCases.map { ($0.rawValue, style.resolved(in: $0).rawValue) }))
            }
            try JSONOutput.print(
                Listing(presentationStyles: styles, transitionStyles: ModalTransitionStyle.allCases.map(\.rawValue)))
            return
        }
        var rows = [["style", "ios12", "ios13", "ios15", "ios17", "ios18"]]
        for style in ModalPresentationStyle.allCases where style != .none {
            rows.append([style.rawValue] + Era.allCases.map { style.resolved(in: $0).rawValue })
        }
        try StandardOutput.print(TextTable.render(rows))
        try StandardOutput.print("")
        try StandardOutput.print(
            "transition styles: " + ModalTransitionStyle.allCases.map(\.rawValue).joined(separator: ", "))
    }
}
