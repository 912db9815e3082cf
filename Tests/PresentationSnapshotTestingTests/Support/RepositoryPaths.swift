import Foundation

/// Locations in the repository, for the fixtures the tests read.
enum RepositoryPaths {
    /// The repository root: four levels above this file (`Tests/PresentationSnapshotTestingTests/Support/`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// `Fixtures/gallery.yaml`, the gallery matrix of every built-in style.
    static let galleryMatrix = root.appendingPathComponent("Fixtures/gallery.yaml").path
    /// `Fixtures/scenes/`.
    static let scenes = root.appendingPathComponent("Fixtures/scenes")

    /// The scene files in `Fixtures/scenes/`, sorted.
    static func sceneFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenes.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
            .map { scenes.appendingPathComponent($0).path }
    }
}
