import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way every PresentationKit output reaches the file system, so that nothing already written is
/// lost, half-written or replaced when it should not be.
///
/// - The bytes go to a temporary file beside the destination, which is renamed over it only once complete:
///   a reader (or a `kill -9`) sees the old file or the whole new one, never a part.
/// - Only regular files are written. A directory, a device (such as `/dev/null`), a FIFO or a socket at the
///   destination is refused, never replaced.
/// - An existing file without write permission is refused unless ``OutputPolicy/replacesReadOnlyFiles``
///   (the command line's `--force`); this holds for root too, who could otherwise replace anything.
/// - A symbolic link is followed to its final target, which is replaced atomically; the link stays.
///   A dangling link creates its target, like a shell's `>`.
/// - `-` and `/dev/stdout` mean standard output: the bytes are written there directly.
/// - A replaced file keeps its permission bits.
///
/// Atomicity is against process death, not power loss: the temporary file is not `fsync`ed.
public enum OutputFile {
    /// The names that mean standard output.
    public static let standardOutputNames: Set<String> = ["-", "/dev/stdout"]

    /// Writes `data` to `path` under the rules above.
    public static func write(_ data: Data, to path: String, policy: OutputPolicy = OutputPolicy())
        throws(OutputFileError)
    {
        let file = try PendingOutputFile(path: path, policy: policy)
        do {
            try file.append(data)
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    /// Throws what writing to `path` would throw for its destination (a device, a read-only file, a loop of
    /// links, …), without writing: lets a caller fail before expensive work.
    public static func check(_ path: String, policy: OutputPolicy = OutputPolicy()) throws(OutputFileError) {
        _ = try OutputDestination.resolve(path, policy: policy)
    }

    /// Creates the folder `path` (and its parents) for outputs, with a plain-words error when it cannot, and
    /// returns the folders it made, so that a run that then fails can take them away again
    /// (``CreatedFolders/removeIfEmpty()``). Made with `mkdir` one component at a time, so a failure names its
    /// cause (`not a directory`, `permission denied`) rather than Foundation's generic error.
    @discardableResult
    public static func createDirectory(_ path: String) throws(OutputFileError) -> CreatedFolders {
        guard !path.isEmpty else { return .none }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputFileError(path: path, reason: "is a file, not a folder") }
            return .none
        }
        var created: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) == 0 {
                created.append(prefix)
            } else if errno != EEXIST {
                CreatedFolders(paths: created).removeIfEmpty()
                throw OutputFileError.system(path: path, errorNumber: errno, doing: "cannot create the folder")
            }
            prefix += "/"
        }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputFileError.system(path: path, errorNumber: ENOTDIR, doing: "cannot create the folder")
        }
        return CreatedFolders(paths: created)
    }
}

/// The folders one ``OutputFile/createDirectory(_:)`` call made, outermost first.
public struct CreatedFolders: Sendable {
    /// Their paths, outermost first.
    public let paths: [String]

    /// No folders: what a run that made none (or wrote to standard output) has to remove.
    public static let none = CreatedFolders(paths: [])

    /// Removes the folders that are still empty, innermost first: what a failed run made and never filled.
    /// A folder that holds anything stays, and so do the folders around it.
    public func removeIfEmpty() {
        for path in paths.reversed() where rmdir(path) != 0 { return }
    }
}

/// How an output may treat what is already at its destination.
public struct OutputPolicy: Hashable, Sendable {
    /// Whether an existing file without write permission may be replaced (`--force`).
    public var replacesReadOnlyFiles: Bool
    /// How the refusal of a read-only file says to replace it anyway (`use --force to replace it`), or `nil`
    /// when the caller has no such option.
    public var readOnlyHint: String?

    /// The default refuses to replace read-only files and names no way round it.
    public init(replacesReadOnlyFiles: Bool = false, readOnlyHint: String? = nil) {
        self.replacesReadOnlyFiles = replacesReadOnlyFiles
        self.readOnlyHint = readOnlyHint
    }
}
