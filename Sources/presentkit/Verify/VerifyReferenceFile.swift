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

    /// The largest layout reference read (`.txt`): 1 MiB, many times the dump of the largest valid scene (20,000
    /// YAML nodes make at most a few thousand views, about 100 bytes each). Comparing line by line a dump far
    /// larger took gigabytes (issue 34: a 10 MB reference reached 1.7 GB).
    static let maximumLayoutBytes = 1 << 20
    /// The largest picture reference read (`.png`): 64 MiB, beyond the biggest PNG of the largest picture the
    /// decoder accepts (`SnapshotImage.maximumReferencePixelCount`).
    static let maximumImageBytes = 64 << 20

    /// The most bytes a reference at `path` may have, by its kind.
    static func maximumBytes(forReferenceAt path: String) -> Int {
        path.hasSuffix(".txt") ? maximumLayoutBytes : maximumImageBytes
    }

    /// Whether anything is at `path`, a symbolic link included (one that loops or points nowhere is a reference
    /// that cannot be read, not a missing one).
    static func isPresent(at path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The bytes of the reference file at `path`, which must be a regular file: a folder, FIFO (which would block
    /// the read for ever) or device is refused by its kind, a file larger than its kind allows
    /// (``maximumBytes(forReferenceAt:)``) by its size, before anything is read, and a failed read gives the
    /// system's reason.
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
        let limit = maximumBytes(forReferenceAt: path)
        guard status.st_size <= off_t(limit) else {
            return .failure(
                Unreadable(
                    reason: "it is too large: \(status.st_size) bytes, at most \(limit) for this kind of reference"))
        }
        do {
            return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return .failure(Unreadable(reason: FileErrorText.reason(for: error)))
        }
    }
}
