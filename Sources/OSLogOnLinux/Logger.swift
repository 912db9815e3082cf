/// Writes interpolated messages to a log, as `Logger`: every level exists and every message is dropped on
/// Linux, its interpolated values never evaluated.
public struct Logger: Sendable {
    /// The log the messages would go to.
    public let log: OSLog

    /// A logger for the default log.
    public init() { log = .default }
    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger for an existing log.
    public init(_ log: OSLog) { self.log = log }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) {}
    /// Logs at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Logs at the debug level (Apple's `trace` is `debug`).
    public func trace(_ message: OSLogMessage) {}
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) {}
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) {}
    /// Logs at the default level (`notice`).
    public func notice(_ message: OSLogMessage) {}
    /// Logs at the error level (Apple's `warning` is `error`).
    public func warning(_ message: OSLogMessage) {}
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) {}
    /// Logs at the fault level (Apple's `critical` is `fault`).
    public func critical(_ message: OSLogMessage) {}
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) {}
}
