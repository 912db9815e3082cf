import Foundation
import SnapshotTesting

/// When references may be written: swift-snapshot-testing's record modes, except that nothing is recorded
/// automatically on continuous integration.
///
/// swift-snapshot-testing itself does not look at `CI`: by default (`.missing`) it writes a missing
/// reference wherever the test runs, so a retried CI job passes on a reference nobody reviewed. Here, an
/// explicit mode (an argument, `withPresentationSnapshotTesting(record:)`, `.presentationSnapshots(record:)`)
/// always wins; otherwise, when `CI` is set to anything but `""`, `0`, `false` or `no`, the mode is the one
/// `SNAPSHOT_TESTING_RECORD` names, or `.never`. Off CI the ambient mode applies unchanged (a `.snapshots`
/// trait, `withSnapshotTesting`, `SNAPSHOT_TESTING_RECORD`, else `.missing`).
enum RecordPolicy {
    /// The mode to pass on, `nil` meaning "whatever swift-snapshot-testing would use".
    static func mode(
        explicit: SnapshotTestingConfiguration.Record?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> SnapshotTestingConfiguration.Record?
    {
        if let explicit { return explicit }
        guard isContinuousIntegration(environment) else { return nil }
        return environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
            ?? .never
    }

    /// Whether `CI` says the tests run on continuous integration.
    static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }
}
