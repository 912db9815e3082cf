import ArgumentParser
import Foundation
import PresentationKit

/// `presentkit layout SCENE`: the layout dump of a scene's final state.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Print the layout of a scene file as text or JSON.")

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "The dump's form.")
    var format: ListingFormat = .text

    @Flag(help: "Print why each presentation shows as it does (the window's presentation decisions) instead.")
    var explain = false

    func run() throws {
        let window = try sceneOptions.runScene().window
        if explain {
            try StandardOutput.print(window.presentationDecisionsDump(), terminator: "")
            return
        }
        let tree = window.renderTree()
        if format == .json {
            try StandardOutput.write(try tree.jsonData())
            try StandardOutput.print("")
        } else {
            try StandardOutput.print(tree.textDump(), terminator: "")
        }
    }
}
