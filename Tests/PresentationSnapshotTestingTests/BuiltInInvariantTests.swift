import PresentationKit
import PresentationScenes
import PresentationSnapshotTesting
import Testing

/// The invariants against the layout model itself: every built-in style (the gallery matrix) on every
/// device, orientation, multitasking width and era, and every fixture scene in every era, keeps every
/// invariant. (They found two layout bugs, since fixed: an adapted iOS 12 page sheet re-adapting wrongly
/// after an appearance change, and immediate custom presentations that skipped their layout pass.)
@Suite struct BuiltInInvariantTests {
    @Test(arguments: DeviceCatalog.identifiers)
    func everyBuiltInStyleKeepsEveryInvariant(device: String) throws {
        var matrix = try GalleryMatrix.decode(contentsOf: RepositoryPaths.galleryMatrix)
        matrix.devices = [try DeviceCatalog.profile(named: device)]
        matrix.eras = Era.allCases
        for scene in matrix.scenes() {
            for width in scene.device.availableMultitaskingWidths(in: scene.orientation) {
                var configured = scene
                configured.multitasking = width
                try Self.expectInvariants(of: configured)
            }
        }
    }

    @Test(arguments: try RepositoryPaths.sceneFiles())
    func everyFixtureSceneKeepsEveryInvariantInEveryEra(file: String) throws {
        let scene = try SceneDecoder.decode(contentsOf: file)
        for era in Era.allCases {
            var configured = scene
            configured.era = era
            try Self.expectInvariants(of: configured)
        }
    }

    /// Runs `scene` and expects no violation.
    static func expectInvariants(of scene: Scene) throws {
        let violations = PresentationInvariants().violations(in: try scene.run(file: scene.name).window)
        #expect(violations.isEmpty, "\(scene.name): \(violations)")
    }
}
