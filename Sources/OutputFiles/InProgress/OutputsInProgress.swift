import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything this process is in the middle of writing: the temporary `.partial` files it has open, and the
/// files and folders made by ``OutputRun``s that have not finished. An interruption (``InterruptionHandling``)
/// removes them all; a run that fails removes its own.
///
/// This is process-level state on purpose, and the only such state of the output layer: a signal is sent to the
/// process, not to a run, so whatever answers it must find every run's unfinished outputs from the process alone.
/// Everything else stays owned by the run that makes it.
///
/// Each change to the file system that this registry accounts for — creating a temporary file, renaming one into
/// place, making a run's folder — is made while holding the registry's lock, together with the bookkeeping. The
/// registry and the disk therefore agree whenever the lock is free, and ``removeEverythingUnfinished()`` keeps the
/// lock for good: once it has run, no thread can create anything more before the process ends.
final class OutputsInProgress: @unchecked Sendable {
    // @unchecked: every stored property below is only touched while holding `lock` (an NSLock, which
    // ThreadSanitizer sees).

    /// The registry of this process.
    static let process = OutputsInProgress()

    /// What one unfinished run made, in the order it made it.
    private struct Made {
        var files: [MadeFile] = []
        var folders: [String] = []
    }

    /// A file a run created, and which file it was: removed only while the path still names that file, so that
    /// a file another process put there since is left alone.
    private struct MadeFile {
        let path: String
        let device: dev_t
        let inode: ino_t

        init?(_ path: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            self.path = path
            device = status.st_dev
            inode = status.st_ino
        }

        func removeIfUnchanged() {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_dev == device, status.st_ino == inode else { return }
            unlink(path)
        }
    }

    private let lock = NSLock()
    private var partialFiles: Set<String> = []
    private var runs: [Int: Made] = [:]
    private var lastRun = 0

    private init() {}

    /// Creates the temporary file `path` (it must not exist) and records it; returns its descriptor. Errors name
    /// `reportedPath`.
    func createPartialFile(_ path: String, reportedAs reportedPath: String) throws(OutputFileError) -> Int32 {
        let descriptor = locked {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
            if descriptor >= 0 { partialFiles.insert(path) }
            return descriptor >= 0 ? descriptor : -errno
        }
        guard descriptor >= 0 else { throw OutputFileError.system(path: reportedPath, errorNumber: -descriptor) }
        return descriptor
    }

    /// Renames the temporary file `temporary` over `target`; when `target` did not exist, records it as made by
    /// `run`. On failure the temporary file is removed. Errors name `reportedPath`.
    func commitPartialFile(_ temporary: String, to target: String, madeBy run: Int?, reportedAs reportedPath: String)
        throws(OutputFileError)
    {
        let failure: Int32? = locked {
            let isNew = run != nil && Self.isMissing(target)
            defer { partialFiles.remove(temporary) }
            guard rename(temporary, target) == 0 else {
                let number = errno
                unlink(temporary)
                return number
            }
            if isNew, let run, let file = MadeFile(target) { runs[run]?.files.append(file) }
            return nil
        }
        if let failure { throw OutputFileError.system(path: reportedPath, errorNumber: failure) }
    }

    /// Removes the temporary file `path` and forgets it.
    func removePartialFile(_ path: String) {
        locked {
            unlink(path)
            partialFiles.remove(path)
        }
    }

    /// Makes the folder `path` and records it as made by `run`; returns 0, or the error number of the failed
    /// `mkdir`.
    func makeFolder(_ path: String, madeBy run: Int) -> Int32 {
        locked {
            guard mkdir(path, 0o777) == 0 else { return errno }
            runs[run]?.folders.append(path)
            return 0
        }
    }

    /// Starts recording a run; returns its number.
    func startRun() -> Int {
        locked {
            lastRun += 1
            runs[lastRun] = Made()
            return lastRun
        }
    }

    /// Forgets run `run`: its outputs stay where they are.
    func keepRun(_ run: Int) {
        locked { _ = runs.removeValue(forKey: run) }
    }

    /// Removes what run `run` made (files, then the folders that are then empty, innermost first) and forgets it.
    func discardRun(_ run: Int) {
        locked {
            if let made = runs.removeValue(forKey: run) { Self.remove(made) }
        }
    }

    /// Removes every temporary file and everything every unfinished run made, then keeps the lock for the rest of
    /// the process's life, so that nothing new is created while it ends. For the interruption handler only.
    func removeEverythingUnfinished() {
        lock.lock()
        for path in partialFiles { unlink(path) }
        partialFiles.removeAll()
        for made in runs.values { Self.remove(made) }
        runs.removeAll()
    }

    private static func remove(_ made: Made) {
        for file in made.files.reversed() { file.removeIfUnchanged() }
        // A folder that still holds something (another process's file) stays, and so do the folders around it.
        for folder in made.folders.reversed() { rmdir(folder) }
    }

    private static func isMissing(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) != 0 && errno == ENOENT
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
