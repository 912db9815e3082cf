import Foundation
import Testing

/// The snapshots this library's strategies could not produce inside a `.presentationSnapshots` test, so
/// that swift-snapshot-testing's timeout failure after each one does not count as a second failure.
///
/// A strategy that cannot produce its snapshot records the reason and never calls back: calling back with
/// a stand-in would let `assertSnapshot` write that stand-in as the reference when none exists, because a
/// diffing cannot refuse to encode. `assertSnapshot` then waits for its `timeout:` (5 s unless given) and
/// records "Exceeded timeout … waiting for snapshot". Inside the trait, each such timeout that follows an
/// unproduced snapshot is recorded as a known issue, so the test fails once, with the strategy's reason.
/// Elsewhere (XCTest, or Swift Testing without the trait) both failures are recorded.
final class UnansweredSnapshots: @unchecked Sendable {
    // @unchecked: `waiting` is only touched while holding `lock` (an NSLock, which ThreadSanitizer sees).
    private let lock = NSLock()
    private var waiting = 0

    /// The ledger of the innermost `.presentationSnapshots` test; `nil` outside one.
    @TaskLocal static var current: UnansweredSnapshots?

    /// The first words of swift-snapshot-testing's failure when a strategy never calls back.
    static let timeoutPrefix = "Exceeded timeout of"

    /// Why an excused timeout is a known issue.
    static let excuse: Comment =
        "swift-snapshot-testing waited for a snapshot that could not be produced; the test's other failure says why"

    /// Counts one snapshot whose callback will never come.
    func add() {
        lock.withLock { waiting += 1 }
    }

    /// Whether `issue` is the timeout that follows a counted snapshot; a match uses that snapshot up.
    func excuses(_ issue: Issue) -> Bool {
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        guard text.hasPrefix(Self.timeoutPrefix) else { return false }
        return lock.withLock {
            guard waiting > 0 else { return false }
            waiting -= 1
            return true
        }
    }

    /// Runs `operation` with a fresh ledger, recording each excused timeout as a known issue. An error
    /// `operation` throws is rethrown as it was, never matched.
    static func excusingTimeouts(_ operation: () async throws -> Void) async throws {
        let ledger = UnansweredSnapshots()
        var thrown: (any Error)?
        await $current.withValue(ledger) {
            await withKnownIssue(Self.excuse, isIntermittent: true) {
                do { try await operation() } catch { thrown = error }
            } matching: { issue in
                ledger.excuses(issue)
            }
        }
        if let thrown { throw thrown }
    }
}
