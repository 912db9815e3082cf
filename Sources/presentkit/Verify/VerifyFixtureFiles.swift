import ArgumentParser
import Foundation

/// The scene files `presentkit verify` checks: the files named, and the scene files of the folders named.
enum VerifyFixtureFiles {
    /// The extensions of scene files.
    static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// `arguments` with each folder replaced by its scene files (sorted); a missing path is kept, so that
    /// reading it reports the located error of an unreadable scene.
    static func resolve(_ arguments: [String]) throws -> [String] {
        let files = try arguments.flatMap { argument in
            try isFolder(argument) ? sceneFiles(in: argument) : [argument]
        }
        guard !files.isEmpty else { throw ValidationError("no scene files in \(arguments.joined(separator: ", "))") }
        return files
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func sceneFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .sorted()
            .map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
    }
}
