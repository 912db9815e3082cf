import Foundation
@_spi(Internals) import SnapshotTesting

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

    /// Why a snapshot may not be taken here, on CI, outside this library's scope (no `.presentationSnapshots`
    /// trait, no `withPresentationSnapshotTesting`): in swift-snapshot-testing's `.missing` and `.failed` modes
    /// a reference written on CI makes a retried job pass without review, so such an assertion fails until it
    /// runs in the scope or the mode is set (`SNAPSHOT_TESTING_RECORD`, or a `.snapshots(record:)` trait).
    /// `.never` records nothing and `.all` fails every assertion it records, so neither can pass unseen.
    /// `nil` when it may.
    static func refusalOutsideScope(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard PresentationScope.current == nil, isContinuousIntegration(environment),
            environment["SNAPSHOT_TESTING_RECORD"] == nil
        else { return nil }
        let mode = SnapshotTestingConfiguration.current?.record ?? _record
        guard mode == .missing || mode == .failed else { return nil }
        let scope = "CI is set and this assertion runs outside the `.presentationSnapshots` trait and "
        let why =
            "`withPresentationSnapshotTesting`, where swift-snapshot-testing's record mode is `\(name(of: mode))`: "
        let risk = "a missing reference would be recorded on CI and pass on the next run without review. "
        let fix = "Add the trait (Swift Testing) or wrap `invokeTest()` in `withPresentationSnapshotTesting` (XCTest), "
        return scope + why + risk + fix + "or set SNAPSHOT_TESTING_RECORD=never"
    }

    /// The name of a record mode, as `SNAPSHOT_TESTING_RECORD` spells it.
    static func name(of mode: SnapshotTestingConfiguration.Record) -> String {
        ["all", "failed", "missing", "never"].first { SnapshotTestingConfiguration.Record(rawValue: $0) == mode }
            ?? "unknown"
    }
}
