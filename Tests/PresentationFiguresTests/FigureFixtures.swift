import Foundation
import PresentationFigures
import PresentationScenes

/// The committed figure files and helpers to decode and build them.
enum FigureFixtures {
    /// The repository root: three levels above this file.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Fixtures/figures/`.
    static let folder = repositoryRoot.appendingPathComponent("Fixtures/figures")

    /// The figure files' names, sorted.
    static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// The path of a fixture figure.
    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// A fixture decoded and built.
    static func figure(_ name: String) throws -> Figure {
        try FigureBuilder.build(try FigureDecoder.decode(contentsOf: path(name)))
    }

    /// Figure text decoded as if it were a file in `Fixtures/figures/` (so its scene paths resolve).
    static func decode(_ text: String) throws(SceneError) -> FigureDocument {
        try FigureDecoder.decode(yaml: text, file: path("test.yaml"))
    }

    /// Figure text decoded and built.
    static func build(_ text: String) throws(SceneError) -> Figure {
        try FigureBuilder.build(try decode(text))
    }
}
