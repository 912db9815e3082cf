import ArgumentParser
import Foundation

/// The scene files `presentkit verify` checks: the files named, and the scene files of the folders named.
enum VerifyFixtureFiles {
    /// `arguments` with each folder replaced by its scene files (sorted); a missing path is kept, so that
    /// reading it reports the located error of an unreadable scene.
    static func resolve(_ arguments: [String]) throws -> [String] {
        let files = try arguments.flatMap { argument in
            try InputFiles.isFolder(argument) ? sceneFiles(in: argument) : [argument]
        }
        guard !files.isEmpty else { throw ValidationError("no scene files in \(arguments.joined(separator: ", "))") }
        return files
    }

    /// The scene files of `folder`, as absolute paths.
    private static func sceneFiles(in folder: String) throws -> [String] {
        try InputFiles.fileNames(in: folder).map { URL(fileURLWithPath: folder).appendingPathComponent($0).path }
    }
}
