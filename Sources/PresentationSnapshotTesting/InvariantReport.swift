/// Turns violations into one test failure per configuration.
enum InvariantReport {
    /// Records nothing when `violations` is empty; otherwise one failure, one violation per line.
    static func record(_ violations: [InvariantViolation], at callSite: SnapshotCallSite) {
        guard let first = violations.first else { return }
        let count = violations.count == 1 ? "1 presentation invariant is" : "\(violations.count) presentation invariants are"
        let message = "\(first.variant): \(count) broken:\n" + violations.map { "  \($0)" }.joined(separator: "\n")
        IssueReporter.record(message, at: callSite)
    }
}
