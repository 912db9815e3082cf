import PresentationGallery
import PresentationKit
import PresentationScenes

/// The scenes the rendering benchmarks draw: single cells of the gallery matrix (`Fixtures/gallery.yaml`),
/// built and laid out exactly as `GalleryRunner` builds a cell.
enum BenchmarkScene: String, CaseIterable {
    /// iPhone 15 Pro portrait (3×), iOS 18: a page sheet over the navigation controller with list rows.
    case iphonePageSheet = "iphone-pagesheet"
    /// iPad Pro 11" landscape (2×), iOS 18: a popover from the navigation bar's button.
    case ipadPopover = "ipad-popover"
    /// iPad Pro 11" landscape (2×), iOS 18: a form sheet.
    case ipadFormSheet = "ipad-formsheet"

    /// The gallery matrix file the scenes are taken from (relative to the package root).
    static let matrixPath = "Fixtures/gallery.yaml"

    private var selection: (device: String, orientation: InterfaceOrientation, style: ModalPresentationStyle) {
        switch self {
        case .iphonePageSheet: ("iphone-15-pro", .portrait, .pageSheet)
        case .ipadPopover: ("ipad-pro-11", .landscape, .popover)
        case .ipadFormSheet: ("ipad-pro-11", .landscape, .formSheet)
        }
    }

    /// The gallery cell: the matrix narrowed to one device, orientation, era (iOS 18), light appearance
    /// and style, as `presentkit gallery --devices … --styles …` would narrow it.
    func cell(matrixPath: String = Self.matrixPath) throws -> GalleryCell {
        var matrix = try GalleryMatrix.decode(contentsOf: matrixPath)
        let chosen = selection
        matrix.devices = matrix.devices.filter { $0.identifier == chosen.device }
        matrix.orientations = [chosen.orientation]
        matrix.eras = [.ios18]
        matrix.appearances = [.light]
        matrix.styles = [chosen.style]
        guard let cell = GalleryCell.cells(of: matrix).first else {
            throw BenchmarkFailure("\(matrixPath) has no device '\(chosen.device)'")
        }
        return cell
    }

    /// The laid-out render tree, built with the gallery runner's code.
    func renderTree() throws -> RenderTree {
        let cell = try cell()
        return try cell.scene.run(file: cell.relativePath).window.renderTree()
    }
}
