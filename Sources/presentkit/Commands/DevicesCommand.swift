import ArgumentParser
import PresentationKit

/// `presentkit devices`: the device catalog with sizes, safe areas and size classes.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the catalog devices with their sizes and size classes.")

    @Option(help: "Columns for people or JSON for scripts.")
    var format: ListingFormat = .text

    func run() throws {
        switch format {
        case .text: try StandardOutput.print(DeviceListing.table(DeviceCatalog.all))
        case .json: try JSONOutput.print(DeviceListing.entries(DeviceCatalog.all))
        }
    }
}
