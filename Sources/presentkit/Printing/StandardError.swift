import Foundation
import OutputFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Every error line the commands print goes through here. `FileHandle.write` traps on Linux when the write fails,
/// so a closed or full standard error (`2>&-`, `2>/dev/full`) used to end the run with SIGILL instead of its exit
/// code. A failed write is dropped: there is nowhere left to report it, and the exit code still says what happened.
enum StandardError {
    /// Writes all of `data`, or as much as standard error takes.
    static func write(_ data: Data) {
        _ = FileDescriptorWriting.writeAll(data, to: STDERR_FILENO)
    }
}
