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
    /// `Fixtures/scenes/animations/`: scenes written to be animated.
    static let animations = scenes.appendingPathComponent("animations")
    /// The broken scene files next to this file.
    static let broken = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Broken")
    /// The scene files with several mistakes next to this file.
    static let severalMistakes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SeveralMistakes")

    /// The names of the files (not folders) in a directory, sorted.
    static func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { name in
            var isDirectory: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
    }

    /// Every fixture scene, relative to `Fixtures/scenes/`: the files there and in `animations/`.
    static func sceneFiles() throws -> [String] {
        try files(in: scenes) + files(in: animations).map { "animations/\($0)" }
    }

    /// A path relative to the repository root, as error messages in tests show it.
    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(repositoryRoot.path.count + 1))
    }
}
