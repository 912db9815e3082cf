import ArgumentParser
import PresentationGallery
import PresentationKit
import PresentationScenes

/// The gallery matrix: the matrix file's lists, each replaced by its command-line option when given.
struct GalleryMatrixOptions {
    var devices: [String]
    var styles: [String]
    var orientations: [String]
    var eras: [String]
    var appearance: String?

    /// The matrix file with the options applied.
    func apply(to base: GalleryMatrix) throws -> GalleryMatrix {
        var matrix = base
        if !devices.isEmpty { matrix.devices = try devices.map { try ValueParsing.device($0) } }
        if !styles.isEmpty {
            matrix.styles = try styles.map {
                try ValueParsing.value($0, of: ModalPresentationStyle.self, option: "--styles")
            }
        }
        if !orientations.isEmpty {
            matrix.orientations = try orientations.map {
                try ValueParsing.value($0, of: InterfaceOrientation.self, option: "--orientations")
            }
        }
        if eras == ["all"] {
            matrix.eras = Era.allCases
        } else if !eras.isEmpty {
            matrix.eras = try eras.map { try ValueParsing.value($0, of: Era.self, option: "--eras") }
        }
        if let appearance {
            matrix.appearances = [
                try ValueParsing.value(appearance, of: UserInterfaceStyle.self, option: "--appearance")
            ]
        }
        return matrix
    }
}
