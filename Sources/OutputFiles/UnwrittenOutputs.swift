/// The outputs of a run (`gallery`, `figure`) that could not be written: every one named, then counted
/// against all the run's outputs, so that a full disk or a read-only folder never hides a failure behind
/// the first.
///
/// Its description is one line per output, `PATH: could not write: REASON`, then
/// `N of M outputs were not written`.
public struct UnwrittenOutputs: Error, Sendable, CustomStringConvertible {
    /// The outputs not written, in the run's order.
    public let failures: [OutputFileError]
    /// How many outputs the run had, written or not.
    public let total: Int

    /// A report of `failures` among `total` outputs.
    public init(_ failures: [OutputFileError], of total: Int) {
        self.failures = failures
        self.total = total
    }

    /// The lines that name each unwritten output.
    public var lines: [String] { failures.map { "\($0.path): could not write: \($0.reason)" } }

    /// `N of M outputs were not written`.
    public var summary: String {
        "\(failures.count) of \(total) output\(total == 1 ? "" : "s") \(failures.count == 1 ? "was" : "were") not written"
    }

    public var description: String { (lines + [summary]).joined(separator: "\n") }
}
