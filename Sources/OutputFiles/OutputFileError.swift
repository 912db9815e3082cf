#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An output that was not written, and why, in plain words: "permission denied", "is a directory",
/// "too many levels of symbolic links", "file name too long", "is a device, not a regular file", …
///
/// Its description names the path as the caller gave it: `cannot write 'Output/a.png': permission denied`.
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var path: String
    /// What went wrong, starting in lower case.
    public var reason: String

    /// An error writing `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write 'PATH': REASON`.
    public var description: String { "cannot write '\(path)': \(reason)" }

    /// The error for a failed system call, worded from `errno` ("Permission denied" → "permission denied").
    static func system(path: String, errorNumber: Int32, doing action: String? = nil) -> OutputFileError {
        let reason = FileErrorText.reason(forErrorNumber: errorNumber)
        return OutputFileError(path: path, reason: action.map { "\($0): \(reason)" } ?? reason)
    }
}
