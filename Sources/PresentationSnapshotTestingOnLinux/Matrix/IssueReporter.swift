import Testing
import XCTest

/// Records test failures in whichever framework runs the test: Swift Testing when a test is current,
/// XCTest otherwise.
enum IssueReporter {
    /// Records `message` at `callSite`.
    static func record(_ message: String, at callSite: SnapshotCallSite) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: callSite.sourceLocation)
        } else {
            XCTFail(message, file: callSite.filePath, line: callSite.line)
        }
    }

    /// Records `message` where nothing better is known: at the current Swift Testing test's declaration,
    /// or as an XCTest failure.
    static func recordAtCurrentTest(_ message: String) {
        if let test = Test.current {
            Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
        } else {
            XCTFail(message)
        }
    }
}
