import Foundation

/// Files named on the command line where a folder stands for its YAML and JSON files (scene files for
/// `verify`, figure files for `figure`).
enum InputFiles {
    /// The extensions of scene and figure files.
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The names of the YAML and JSON files in `folder`, in name order.
    static func fileNames(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .sorted()
    }
}
