import Foundation
import OutputFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Reads reference files for `verify` without hanging or misreporting: only regular files are read.
enum VerifyReferenceFile {
    /// Why a reference could not be read.
    struct Unreadable: Error {
        let reason: String
    }

    /// The bytes of the reference file at `path`, which must be a regular file: a folder, FIFO (which would block
    /// the read for ever) or device is refused by its kind, and a failed read gives the system's reason.
    static func read(at path: String) -> Result<Data, Unreadable> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return .failure(Unreadable(reason: FileErrorText.reason(forErrorNumber: errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Unreadable(reason: "it is a folder, not a file"))
        default: return .failure(Unreadable(reason: "it is not a regular file"))
        }
        do {
            return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return .failure(Unreadable(reason: FileErrorText.reason(for: error)))
        }
    }
}
