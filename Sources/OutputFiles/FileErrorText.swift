import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system error in plain words ("permission denied", "no such file or directory", "is a
/// directory") instead of Foundation's `NSCocoaErrorDomain Code=…` text: the POSIX cause when Foundation
/// carries one, its own description otherwise.
public enum FileErrorText {
    /// The plain reason for `error`, starting in lower case.
    public static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let number = posixCode(of: nsError) { return reason(forErrorNumber: number) }
        if nsError.domain == NSCocoaErrorDomain, let number = cocoaCodes[nsError.code] {
            return reason(forErrorNumber: number)
        }
        return nsError.localizedDescription
    }

    /// Foundation's file error codes and the C library errors they stand for (Foundation on Linux often
    /// drops the underlying POSIX error).
    private static let cocoaCodes: [Int: Int32] = [
        CocoaError.fileNoSuchFile.rawValue: ENOENT, CocoaError.fileReadNoSuchFile.rawValue: ENOENT,
        CocoaError.fileReadNoPermission.rawValue: EACCES, CocoaError.fileWriteNoPermission.rawValue: EACCES,
        CocoaError.fileReadTooLarge.rawValue: EFBIG, CocoaError.fileWriteOutOfSpace.rawValue: ENOSPC,
        CocoaError.fileWriteVolumeReadOnly.rawValue: EROFS, CocoaError.fileWriteFileExists.rawValue: EEXIST,
        CocoaError.fileReadInvalidFileName.rawValue: ENAMETOOLONG,
        CocoaError.fileWriteInvalidFileName.rawValue: ENAMETOOLONG,
    ]

    /// The plain reason for the C library error `number`.
    public static func reason(forErrorNumber number: Int32) -> String {
        lowercasedFirst(String(cString: strerror(number)))
    }

    private static func posixCode(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return posixCode(of: underlying) }
        return nil
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
