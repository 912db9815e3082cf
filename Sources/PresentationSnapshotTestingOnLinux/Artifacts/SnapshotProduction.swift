import SnapshotTesting

/// Runs the part of a strategy that can fail — rendering, encoding, running a scene — and turns a failure
/// into a test failure instead of a snapshot.
///
/// A failed production never calls back, so swift-snapshot-testing writes no reference and compares
/// nothing. The assertion helpers of this library collect the message through ``failures`` and report it
/// at the assertion; a plain `assertSnapshot` gets it recorded at the running test, and then reports its
/// own timeout, which the `.presentationSnapshots` trait turns into a known issue (``UnansweredSnapshots``).
enum SnapshotProduction {
    /// Where the helpers of this library collect failure messages; `nil` outside them.
    @TaskLocal static var failures: ProductionFailures?

    /// The snapshot `body` makes, or nothing when it throws; `what` begins the failure message.
    ///
    /// On CI, outside this library's scope and with a record mode that would record a missing reference, nothing
    /// is produced and the test fails with `RecordPolicy.refusalOutsideScope()`'s reason.
    static func attempt<Format>(_ what: String, _ body: () throws -> Format) -> Async<Format> {
        if let refusal = RecordPolicy.refusalOutsideScope() {
            report(refusal)
            return Async { _ in }
        }
        do {
            return Async(value: try body())
        } catch {
            report("\(what): \(error)")
            if failures == nil { UnansweredSnapshots.current?.add() }
            return Async { _ in }
        }
    }

    /// Hands `message` to the collecting helper, or records it at the running test.
    static func report(_ message: String) {
        if let failures {
            failures.append(message)
        } else {
            IssueReporter.recordAtCurrentTest("PresentationSnapshotTesting: " + message)
        }
    }
}
