import Foundation
import PresentationGallery
import PresentationKit
import Testing

@Suite struct DefaultGalleryMatrixTests {
    @Test("The built-in matrix is the text of Fixtures/gallery.yaml, which users copy")
    func builtInMatrixMatchesTheFixture() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/gallery.yaml")
        let fixture = try String(contentsOf: path, encoding: .utf8)
        #expect(DefaultGalleryMatrix.yaml + "\n" == fixture)
    }

    @Test("The built-in matrix is every built-in style on every catalog device, both orientations, latest era")
    func builtInMatrixCoversTheCatalog() throws {
        let matrix = try DefaultGalleryMatrix.matrix()
        #expect(matrix.devices.map(\.identifier) == DeviceCatalog.all.map(\.identifier))
        #expect(Set(matrix.orientations) == Set(InterfaceOrientation.allCases))
        #expect(matrix.eras == [.latest])
        #expect(Set(matrix.styles) == Set(ModalPresentationStyle.allCases.filter { $0 != .none && $0 != .custom }))
    }
}
