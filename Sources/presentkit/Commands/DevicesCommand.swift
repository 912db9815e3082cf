import ArgumentParser
import PresentationKit

/// `presentkit devices`: the device catalog with sizes, safe areas and size classes.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the catalog devices with their sizes and size classes.")

    func run() {
        print(DeviceListing.table(DeviceCatalog.all))
    }
}
