import Foundation
import Testing

@testable import PresentationScenes

/// Where a file writes a field, for a problem found after decoding (the memory budget's refusal of an inline
/// device's screen, or of a figure's panels, names the line the value is on).
@Suite struct SceneFieldLocatorTests {
    @Test func anInlineDevicesScreenSizeIsFoundWhereTheFileWritesIt() throws {
        let file = TestPaths.scenes.appendingPathComponent("custom-device.yaml").path
        let location = try #require(SceneFieldLocator.location(ofField: ["device", "portraitSize"], inFileAt: file))
        #expect(location.line == 7)
        #expect(location.column == 17)
        #expect(location.path == "device.portraitSize")
    }

    @Test func aCatalogDeviceStopsAtTheDeviceField() throws {
        let file = TestPaths.scenes.appendingPathComponent("stacked-sheets.yaml").path
        let location = try #require(SceneFieldLocator.location(ofField: ["device", "portraitSize"], inFileAt: file))
        #expect(location.path == "device")
    }

    @Test func aMissingFieldOrFileHasNoLocation() {
        let file = TestPaths.scenes.appendingPathComponent("stacked-sheets.yaml").path
        #expect(SceneFieldLocator.location(ofField: ["panels"], inFileAt: file) == nil)
        #expect(SceneFieldLocator.location(ofField: ["device"], inFileAt: "/nonexistent/scene.yaml") == nil)
    }
}
