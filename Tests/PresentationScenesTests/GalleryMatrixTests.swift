import PresentationKit
import PresentationScenes
import Testing

@Suite struct GalleryMatrixTests {
    private static func committed() throws -> GalleryMatrix {
        let url = TestPaths.fixtures.appendingPathComponent("gallery.yaml")
        return try GalleryMatrix.decode(yaml: String(contentsOf: url, encoding: .utf8), file: "Fixtures/gallery.yaml")
    }

    @Test func committedMatrixExpandsToNamedScenes() throws {
        let matrix = try Self.committed()
        #expect(matrix.devices.map(\.identifier) == DeviceCatalog.identifiers, "every catalog device")
        #expect(
            Set(matrix.styles) == Set(ModalPresentationStyle.allCases).subtracting([.none, .custom]),
            "every built-in style")
        let scenes = matrix.scenes()
        #expect(scenes.count == matrix.count && matrix.count == 19 * 2 * 8)
        #expect(scenes.first?.name == "iphone-se.portrait.ios18.automatic")
        #expect(Set(scenes.map(\.name)).count == scenes.count)
    }

    @Test func everyGalleryVariantBuilds() throws {
        for scene in try Self.committed().scenes() {
            let runner = try scene.run(file: "Fixtures/gallery.yaml")
            #expect(runner.window.diagnostics.isEmpty, "\(scene.name)")
            #expect(runner.presentedControllers["presented"] != nil, "\(scene.name)")
        }
    }

    @Test func matrixErrorsAreLocated() {
        let text =
            "devices: [iphone-16-pro]\norientations: [portrait]\neras: [ios18]\nstyles: [sheet]\n"
            + "root: { navigation: { rightBarButtons: [Share] } }\ncontent: { plain: {} }\npopoverSource: { barButton: Share }"
        let error = #expect(throws: SceneError.self) { try GalleryMatrix.decode(yaml: text, file: "g.yaml") }
        #expect(error?.description == "g.yaml:4:10: styles[0]: unknown style 'sheet' (did you mean 'pageSheet'?)")
    }

    /// Dark mode came with iOS 13 (Apple, "Supporting Dark Mode in your interface", iOS 13.0+), so a matrix
    /// with both appearances leaves out iOS 12 dark cells rather than draw what no device showed.
    @Test func iOS12HasNoDarkCells() throws {
        var matrix = try Self.committed()
        matrix.eras = [.ios12, .ios18]
        matrix.appearances = [.light, .dark]
        let scenes = matrix.scenes()
        let perEraAndAppearance = matrix.devices.count * matrix.orientations.count * matrix.styles.count
        #expect(scenes.count == 3 * perEraAndAppearance && matrix.count == scenes.count)
        #expect(matrix.skippedCount == perEraAndAppearance)
        #expect(!scenes.contains { $0.era == .ios12 && $0.appearance == .dark })
        #expect(scenes.contains { $0.era == .ios12 && $0.appearance == .light })
        #expect(scenes.contains { $0.era == .ios18 && $0.appearance == .dark })
    }
}
