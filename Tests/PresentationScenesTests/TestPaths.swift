import Foundation

/// Locations of the committed fixtures and of the broken test scenes.
enum TestPaths {
    /// The repository root: three levels above this file.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Fixtures/`.
    static let fixtures = repositoryRoot.appendingPathComponent("Fixtures")
    /// `Fixtures/scenes/`.
    static let scenes = fixtures.appendingPathComponent("scenes")
    /// The broken scene files next to this file.
    static let broken = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Broken")

    /// The file names in a directory, sorted.
    static func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A path relative to the repository root, as error messages in tests show it.
    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(repositoryRoot.path.count + 1))
    }
}
