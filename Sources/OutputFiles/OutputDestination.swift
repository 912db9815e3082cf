#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an output's bytes end up, once symbolic links are followed and the destination is checked.
enum OutputDestination: Equatable {
    /// Standard output (`-`, `/dev/stdout`).
    case standardOutput
    /// A regular file, new or to be replaced; `mode` holds the permission bits of the file replaced.
    case file(path: String, mode: mode_t?)

    /// The most symbolic links followed before giving up (Linux's own limit).
    static let maximumLinks = 40

    /// Checks `path` against ``OutputFile``'s rules.
    static func resolve(_ path: String, policy: OutputPolicy) throws(OutputFileError) -> OutputDestination {
        if OutputFile.standardOutputNames.contains(path) { return .standardOutput }
        guard !path.isEmpty else { throw OutputFileError(path: path, reason: "the file name is empty") }
        var target = path
        for _ in 0...maximumLinks {
            var status = stat()
            guard lstat(target, &status) == 0 else {
                let number = errno
                guard number == ENOENT else { throw OutputFileError.system(path: path, errorNumber: number) }
                return .file(path: target, mode: nil)
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                target = try linkTarget(of: target, reportedAs: path)
            case S_IFREG:
                if status.st_mode & 0o222 == 0, !policy.replacesReadOnlyFiles {
                    throw OutputFileError(
                        path: path,
                        reason: "the existing file is read-only" + (policy.readOnlyHint.map { " (\($0))" } ?? ""))
                }
                return .file(path: target, mode: status.st_mode & 0o7777)
            default:
                throw OutputFileError(path: path, reason: kindDescription(of: status.st_mode))
            }
        }
        throw OutputFileError.system(path: path, errorNumber: ELOOP)
    }

    /// Where the link at `link` points, relative links taken from the link's folder.
    private static func linkTarget(of link: String, reportedAs path: String) throws(OutputFileError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length >= 0 else { throw OutputFileError.system(path: path, errorNumber: errno) }
        let bytes = buffer[0..<length].map { UInt8(bitPattern: $0) }
        let destination = String(decoding: bytes, as: UTF8.self)
        if destination.hasPrefix("/") { return destination }
        guard let slash = link.lastIndex(of: "/") else { return destination }
        return String(link[...slash]) + destination
    }

    /// Why a file of this kind is not written.
    private static func kindDescription(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "is a directory"
        case S_IFCHR, S_IFBLK: "is a device, not a regular file"
        case S_IFIFO: "is a FIFO (named pipe), not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        default: "is not a regular file"
        }
    }
}
