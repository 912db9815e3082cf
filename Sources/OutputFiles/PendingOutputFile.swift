import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output being written in pieces (an animated PNG frame by frame): appended to a temporary file, then
/// committed into place by one rename, or abandoned without a trace. See ``OutputFile`` for the rules. The
/// temporary file is known to the process's registry of unfinished outputs until then, so that an interruption
/// removes it too (``InterruptionHandling``).
public final class PendingOutputFile {
    /// The path as the caller gave it (used in errors).
    public let path: String
    private let destination: OutputDestination
    private var descriptor: Int32
    private let temporaryPath: String?
    private let run: OutputRun?

    /// Checks the destination and opens a temporary file beside it (or standard output), after removing the
    /// temporary files that dead processes left in that folder. When `path` is new, the committed file is
    /// recorded as one of `run`'s outputs.
    public init(path: String, policy: OutputPolicy = OutputPolicy(), run: OutputRun? = nil) throws(OutputFileError) {
        self.path = path
        self.run = run
        destination = try OutputDestination.resolve(path, policy: policy)
        switch destination {
        case .standardOutput:
            descriptor = STDOUT_FILENO
            temporaryPath = nil
        case .file(let target, let mode):
            PartialFileName.removeStaleFiles(in: FilePathText.folderOrCurrent(of: target))
            let temporary = Self.temporaryPath(beside: target)
            let opened = try OutputsInProgress.process.createPartialFile(temporary, reportedAs: path)
            if let mode { fchmod(opened, mode) }
            descriptor = opened
            temporaryPath = temporary
        }
    }

    deinit {
        abandon()
    }

    /// Appends `data`.
    public func append(_ data: Data) throws(OutputFileError) {
        guard descriptor >= 0 else { throw OutputFileError(path: path, reason: "the file was already closed") }
        let failure = FileDescriptorWriting.writeAll(data, to: descriptor)
        if let failure { throw OutputFileError.system(path: path, errorNumber: failure) }
    }

    /// Moves the complete file into place.
    public func commit() throws(OutputFileError) {
        guard let temporaryPath, case .file(let target, _) = destination else {
            descriptor = -1
            return
        }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let number = errno
            OutputsInProgress.process.removePartialFile(temporaryPath)
            throw OutputFileError.system(path: path, errorNumber: number)
        }
        try OutputsInProgress.process.commitPartialFile(
            temporaryPath, to: target, madeBy: run?.number, reportedAs: path)
    }

    /// Closes and removes the unfinished file; the destination is untouched. Safe to call more than once.
    public func abandon() {
        guard descriptor >= 0 else { return }
        if let temporaryPath {
            close(descriptor)
            OutputsInProgress.process.removePartialFile(temporaryPath)
        }
        descriptor = -1
    }

    private static func temporaryPath(beside target: String) -> String {
        let folder = FilePathText.folder(of: target)
        let name = PartialFileName.make(for: target)
        return folder.isEmpty ? name : folder + "/" + name
    }
}
