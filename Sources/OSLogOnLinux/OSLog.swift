// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Apple's unified-logging API on Linux (`Logger`, `OSLog`, `OSLogType`, `os_log`), re-exported by UIKit, so
// that presentation code that logs compiles unchanged beside `import os` or `import os.log` (which resolve to the
// empty Clang module `os` of SystemSubmodules). Built only on Linux; on Apple platforms the real module wins.
//
// Linux has no unified log, so every message is dropped without being formatted: interpolated values are
// never evaluated, as on iOS when a level is not being collected.

import Foundation

/// A log handle for a subsystem and category, as `OSLog`.
public final class OSLog: NSObject, Sendable {
    /// The subsystem, usually a reverse-DNS bundle identifier.
    public let subsystem: String
    /// The category within the subsystem.
    public let category: String

    /// A log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        super.init()
    }

    /// The shared default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops everything (here every log does).
    public static let disabled = OSLog(subsystem: "", category: "disabled")

    /// Whether messages of `type` are collected: never on Linux.
    public func isEnabled(type: OSLogType) -> Bool { false }
}

/// A message's level, as `OSLogType` (Apple's raw values).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level.
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help with troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging information.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program.
    public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a formatted message (`%@`, `%d`, …) to `log`: dropped on Linux.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
    _ args: CVarArg...
) {}

/// Logs a formatted message at a level to `log`: dropped on Linux.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString,
    _ args: CVarArg...
) {}

/// Logs an interpolated message: dropped on Linux, its values never evaluated.
public func os_log(_ message: OSLogMessage) {}

/// Logs an interpolated message at a level to `log`: dropped on Linux, its values never evaluated.
public func os_log(_ logLevel: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
