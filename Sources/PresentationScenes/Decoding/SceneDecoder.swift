import Foundation
import PresentationKit

/// Reads scene files — YAML or JSON — into validated ``Scene`` values.
///
/// Decoding stops at the first problem (fields are checked in document order within each object, and
/// unknown keys before values) and throws it as a ``SceneError`` located at the offending line, column
/// and field path. Every check that does not need a live window happens here, before anything is built:
/// names, ranges, limits (``SceneLimits``), device and multitasking availability, and the references
/// between actions.
public enum SceneDecoder {
    /// Decodes scene text; `file` is the name errors report (and the default scene name).
    public static func decode(yaml text: String, file: String) throws(SceneError) -> Scene {
        let reader = try SceneDocumentParser.parse(text, file: file)
        return try Scene(reading: reader, defaultName: defaultName(for: file))
    }

    /// Decodes the scene file at `path`; errors report the path as given.
    public static func decode(contentsOf path: String) throws(SceneError) -> Scene {
        try decode(yaml: readText(at: path), file: path)
    }

    /// The text of a file, or a located error when it cannot be read.
    static func readText(at path: String) throws(SceneError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw SceneError(
                file: path, line: 1, column: 1, path: SceneLocation.documentPath,
                message: isDirectory.boolValue ? "is a folder, not a scene file" : "no such file")
        }
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw SceneError(
                file: path, line: 1, column: 1, path: SceneLocation.documentPath,
                message: "cannot read the file as UTF-8 text")
        }
    }

    /// The file name without directory and extension.
    static func defaultName(for file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }
}
