import ArgumentParser
import PresentationGallery
import PresentationKit

/// The gallery matrix chosen on the command line, checked name by name with suggestions.
struct GalleryMatrixOptions {
    var devices: [String]
    var styles: [String]
    var orientations: [String]
    var eras: [String]
    var appearance: String

    /// Every cell: styles × devices × orientations × eras, in that nesting order.
    func cells() throws -> [GalleryCell] {
        let deviceList = try devices.isEmpty ? DeviceCatalog.identifiers : devices.map { name in
            try ValueParsing.device(name)
        }
        let styleList = try styles.isEmpty ? ModalPresentationStyle.allCases.filter { $0 != .none }
            : styles.map { try ValueParsing.value($0, of: ModalPresentationStyle.self, option: "--styles") }
        let orientationList = try orientations.isEmpty ? InterfaceOrientation.allCases
            : orientations.map { try ValueParsing.value($0, of: InterfaceOrientation.self, option: "--orientations") }
        let eraList = try eras.isEmpty ? [Era.latest] : eras == ["all"] ? Era.allCases
            : eras.map { try ValueParsing.value($0, of: Era.self, option: "--eras") }
        let style = try ValueParsing.value(appearance, of: UserInterfaceStyle.self, option: "--appearance")
        var cells: [GalleryCell] = []
        for presentation in styleList {
            for device in deviceList {
                for orientation in orientationList {
                    for era in eraList {
                        cells.append(GalleryCell(device: device, orientation: orientation, era: era,
                                                 appearance: style, style: presentation))
                    }
                }
            }
        }
        return cells
    }
}
