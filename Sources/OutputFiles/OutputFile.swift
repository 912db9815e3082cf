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

    /// Writes `data` to `path` under the rules above; when `path` is new, it is recorded as one of `run`'s
    /// outputs, removed if the run does not finish.
    public static func write(
        _ data: Data, to path: String, policy: OutputPolicy = OutputPolicy(), run: OutputRun? = nil
    ) throws(OutputFileError) {
        let file = try PendingOutputFile(path: path, policy: policy, run: run)
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

    /// Creates the folder `path` (and its parents) for outputs, with a plain-words error when it cannot. The
    /// folders it makes are recorded by `run`, so that a run that then fails takes them away again; when making
    /// one fails, those it made before are removed at once. Made with `mkdir` one component at a time, so a
    /// failure names its cause (`not a directory`, `permission denied`) rather than Foundation's generic error.
    public static func createDirectory(_ path: String, run: OutputRun? = nil) throws(OutputFileError) {
        guard !path.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputFileError(path: path, reason: "is a file, not a folder") }
            return
        }
        var created: [String] = []
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            let failure = makeFolder(prefix, run: run)
            if failure == 0 {
                created.append(prefix)
            } else if failure != EEXIST {
                for folder in created.reversed() { rmdir(folder) }
                throw OutputFileError.system(path: path, errorNumber: failure, doing: "cannot create the folder")
            }
            prefix += "/"
        }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputFileError.system(path: path, errorNumber: ENOTDIR, doing: "cannot create the folder")
        }
    }

    /// Makes one folder, recorded by `run` when there is one; returns 0 or the error number.
    private static func makeFolder(_ path: String, run: OutputRun?) -> Int32 {
        if let run { return OutputsInProgress.process.makeFolder(path, madeBy: run.number) }
        return mkdir(path, 0o777) == 0 ? 0 : errno
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
