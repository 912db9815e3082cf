import CairoGraphics
import Foundation
import PresentationKit
import SnapshotTesting
import Testing

@testable import PresentationSnapshotTestingOnLinux

/// A snapshot the strategy cannot produce fails the test once, with the strategy's reason, inside the
/// `.presentationSnapshots` trait; swift-snapshot-testing's timeout that follows is a known issue there.
@Suite struct UnproducedSnapshotTests {
    /// The strategy's reason for an image with no pixels.
    private let reason = "the image cannot be a PNG reference: it has no pixels"

    @Test(.presentationSnapshots)
    func theTraitLeavesOneFailureWithTheReason() async throws {
        let log = IssueLog()
        try withKnownIssue(isIntermittent: true) {
            try assertAnUnproducedSnapshot()
        } matching: { issue in
            // Let the timeout through to the trait, which must excuse it or this test fails.
            log.append(issue)
            return !log.isTimeout(issue)
        }
        #expect(log.texts.count == 2)
        #expect(log.texts.first?.contains(reason) == true)
        #expect(log.texts.last?.hasPrefix(UnansweredSnapshots.timeoutPrefix) == true)
    }

    @Test func withoutTheLedgerTheTimeoutIsASecondFailure() async throws {
        let log = IssueLog()
        try withKnownIssue(isIntermittent: true) {
            try assertAnUnproducedSnapshot()
        } matching: { issue in
            log.append(issue)
            return true
        }
        #expect(log.texts.count == 2, "swift-snapshot-testing still reports its timeout")
        #expect(log.texts.last?.hasPrefix(UnansweredSnapshots.timeoutPrefix) == true)
    }

    @Test func theLedgerExcusesOneTimeoutPerUnproducedSnapshotOnly() async throws {
        let log = IssueLog()
        try await withKnownIssue(isIntermittent: true) {
            try await UnansweredSnapshots.excusingTimeouts {
                try assertAnUnproducedSnapshot()
                // A genuine timeout with nothing unproduced before it is still a failure.
                Issue.record(Comment(rawValue: UnansweredSnapshots.timeoutPrefix + " 5.0 seconds"))
            }
        } matching: { issue in
            log.append(issue)
            return true
        }
        #expect(log.texts.count == 2)
        #expect(log.texts.first?.contains(reason) == true)
        #expect(log.texts.last == UnansweredSnapshots.timeoutPrefix + " 5.0 seconds")
    }

    @Test func anErrorThrownInsideTheLedgerIsRethrownUnchanged() async {
        struct Thrown: Error, Equatable {}
        await #expect(throws: Thrown()) {
            try await UnansweredSnapshots.excusingTimeouts { throw Thrown() }
        }
    }

    /// What `assertSnapshot` does, with a short timeout and a sandboxed directory: verify an image with no
    /// pixels and record the message.
    private func assertAnUnproducedSnapshot() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let empty = try RGBAImage(width: 0, height: 0, bytes: [])
        if let message = verifySnapshot(
            of: empty, as: .pixels(), named: "snapshot", record: .never, snapshotDirectory: sandbox.directory.path,
            timeout: 0.05, testName: sandbox.testName)
        {
            Issue.record(Comment(rawValue: message))
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("png").path))
    }
}

/// The texts of the issues a test's own `withKnownIssue` saw, in order.
private final class IssueLog: @unchecked Sendable {
    // @unchecked: `recorded` is only touched while holding `lock` (an NSLock, which ThreadSanitizer sees).
    private let lock = NSLock()
    private var recorded: [String] = []

    var texts: [String] { lock.withLock { recorded } }

    func append(_ issue: Issue) {
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        lock.withLock { recorded.append(text) }
    }

    func isTimeout(_ issue: Issue) -> Bool {
        issue.comments.map(\.rawValue).joined().hasPrefix(UnansweredSnapshots.timeoutPrefix)
    }
}
