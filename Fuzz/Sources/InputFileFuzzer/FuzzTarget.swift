import PresentationFigures
import PresentationGallery
import PresentationKit
import PresentationRendering
import PresentationScenes

/// What one input goes through, by file kind.
struct FuzzTarget: Sendable {
    let kind: String

    /// Decodes `text`; a valid scene is run to its end and its render tree and layout dump made; a valid
    /// figure is built (its panels' scenes run) and its layout measured; a valid matrix's first cells run. Every
    /// output path built from a valid input's names is checked to stay in its folder (``ContainmentCheck``).
    func run(_ text: String) {
        switch kind {
        case "figure":
            // Named inside Fixtures/figures/ so that `scene: ../scenes/…` paths resolve from the repository.
            guard let document = try? FigureDecoder.decode(yaml: text, file: "Fixtures/figures/fuzz.yaml"),
                let figure = try? FigureBuilder.build(document)
            else { return }
            ContainmentCheck.checkName(document.name, kind: "figure")
            _ = try? FigureRenderer(scale: 0.25).render(figure, format: .svg)
        case "matrix":
            guard let matrix = try? GalleryMatrix.decode(yaml: text, file: "fuzz.yaml") else { return }
            let cells = GalleryCell.cells(of: matrix)
            for cell in cells { ContainmentCheck.check(cell.relativePath, from: "gallery cell") }
            for cell in cells.prefix(2) {
                _ = try? cell.scene.run(file: "fuzz.yaml").window.renderTree()
            }
        default:
            guard let scene = try? SceneDecoder.decode(yaml: text, file: "fuzz.yaml"),
                let runner = try? scene.run(file: "fuzz.yaml")
            else { return }
            ContainmentCheck.checkName(scene.name, kind: "scene")
            _ = runner.window.renderTree().textDump()
        }
    }
}
