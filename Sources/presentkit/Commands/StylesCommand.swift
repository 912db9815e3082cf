import ArgumentParser
import PresentationKit

/// `presentkit styles`: the presentation styles and what `.automatic` means in each era.
struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles", abstract: "List the presentation and transition styles.")

    func run() {
        var rows = [["style", "ios12", "ios13", "ios15", "ios17", "ios18"]]
        for style in ModalPresentationStyle.allCases where style != .none {
            rows.append([style.rawValue] + Era.allCases.map { style.resolved(in: $0).rawValue })
        }
        print(TextTable.render(rows))
        print("")
        print("transition styles: " + ModalTransitionStyle.allCases.map(\.rawValue).joined(separator: ", "))
    }
}
