import PresentationScenes

/// The fixture scenes of `Fixtures/scenes/`.
enum SceneFiles {
    /// Decodes `Fixtures/scenes/<name>` and runs it to its end.
    static func run(_ name: String) throws -> SceneRunner {
        let path = RepositoryPaths.scenes.appendingPathComponent(name).path
        return try SceneDecoder.decode(contentsOf: path).run(file: path)
    }
}
