import Foundation
import OutputFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Everything the commands print to standard output goes through here, so that a failed write (a full disk, a
/// closed or full device) is an error with a non-zero exit instead of a crash (`FileHandle.write` traps on
/// Linux) or lost output with exit 0 (`print` buffers and drops the error).
enum StandardOutput {
    /// Writing standard output failed.
    struct WriteError: Error, CustomStringConvertible {
        let errorNumber: Int32
        var description: String { "cannot write to standard output: \(String(cString: strerror(errorNumber)))" }
    }

    /// Writes `text` and `terminator`, unbuffered.
    static func print(_ text: String, terminator: String = "\n") throws(WriteError) {
        try write(Data((text + terminator).utf8))
    }

    /// Writes all of `data`.
    static func write(_ data: Data) throws(WriteError) {
        if let failure = FileDescriptorWriting.writeAll(data, to: STDOUT_FILENO) {
            throw WriteError(errorNumber: failure)
        }
    }
}
