import Foundation
import OutputFiles
import PresentationKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads scene files — YAML or JSON — into validated ``Scene`` values.
///
/// Decoding goes on after a problem wherever the rest does not depend on it — every unknown key, each
/// top-level field, each controller of the root tree — and throws the problems together as one ``SceneError``
/// (the first in document order, the others in ``SceneError/additionalErrors``), each located at the
/// offending line, column and field path. The actions are checked up to the first that fails, since each
/// changes the state the next are checked against. Every check that does not need a live window happens
/// here, before anything is built: names, ranges, limits (``SceneLimits``), device and multitasking
/// availability, and the references between actions.
public enum SceneDecoder {
    /// Decodes scene text; `file` is the name errors report (and the default scene name). `overrides`
    /// replace the file's configuration fields before they are checked (see ``SceneOverrides``).
    public static func decode(yaml text: String, file: String, overrides: SceneOverrides = .none)
        throws(SceneError) -> Scene
    {
        let reader = try SceneDocumentParser.parse(text, file: file)
        return try Scene(reading: reader, defaultName: defaultName(for: file), overrides: overrides)
    }

    /// Decodes the scene file at `path` with `overrides`; errors report the path as given.
    public static func decode(contentsOf path: String, overrides: SceneOverrides = .none) throws(SceneError)
        -> Scene
    {
        try decode(yaml: readText(at: path), file: path, overrides: overrides)
    }

    /// The text of a file, or a file-level error in plain words when it cannot be read. The size is checked
    /// before anything is read, and at most one byte more than the limit is ever read, so a huge file (or
    /// one that grows while it is read) costs no more memory than the limit.
    package static func readText(at path: String) throws(SceneError) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .file(path, FileErrorText.reason(forErrorNumber: errno))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .file(path, "is a folder, not a scene file")
        default: throw .file(path, "is not a regular file")
        }
        guard status.st_size <= SceneLimits.maximumFileSize else {
            throw .file(path, Self.tooLarge(Int(status.st_size)))
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: SceneLimits.maximumFileSize + 1) ?? Data()
        } catch {
            throw .file(path, FileErrorText.reason(for: error))
        }
        guard data.count <= SceneLimits.maximumFileSize else { throw .file(path, Self.tooLarge(data.count)) }
        guard let text = String(data: data, encoding: .utf8) else { throw .file(path, "is not UTF-8 text") }
        return text
    }

    /// The message for a file over ``SceneLimits/maximumFileSize``.
    static func tooLarge(_ byteCount: Int) -> String {
        "the file of \(byteCount) bytes is too large (at most \(SceneLimits.maximumFileSize))"
    }

    /// The file name without directory and extension.
    package static func defaultName(for file: String) -> String {
        URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    }
}
