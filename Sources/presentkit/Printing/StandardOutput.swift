import Foundation

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

    /// Writes all of `data`, retrying after interruptions and short writes.
    static func write(_ data: Data) throws(WriteError) {
        let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(
                    STDOUT_FILENO, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw WriteError(errorNumber: failure) }
    }
}
