import ArgumentParser
import PresentationKit
import PresentationScenes

/// The gallery matrix: the matrix file's lists, each replaced by its command-line option when given.
struct GalleryMatrixOptions {
    var devices: [DeviceName]
    var styles: [ModalPresentationStyle]
    var orientations: [InterfaceOrientation]
    var eras: [EraChoice]
    var appearance: Appearance?

    /// The matrix file with the options applied.
    func apply(to base: GalleryMatrix) -> GalleryMatrix {
        var matrix = base
        if !devices.isEmpty { matrix.devices = devices.map(\.profile) }
        if !styles.isEmpty { matrix.styles = styles }
        if !orientations.isEmpty { matrix.orientations = orientations }
        if !eras.isEmpty { matrix.eras = EraChoice.eras(eras) }
        if let appearance { matrix.appearances = [appearance.style] }
        return matrix
    }
}

/// An iOS era named on the command line, or `all` of them.
enum EraChoice: ExpressibleByArgument, Equatable {
    case era(Era)
    case all

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if let era = Era(rawValue: argument) {
            self = .era(era)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { Era.allCases.map(\.rawValue) + ["all"] }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The eras chosen, in order, every era once when `all` is among them.
    static func eras(_ choices: [EraChoice]) -> [Era] {
        if choices.contains(.all) { return Era.allCases }
        return choices.compactMap { choice in
            if case .era(let era) = choice { era } else { nil }
        }
    }
}
