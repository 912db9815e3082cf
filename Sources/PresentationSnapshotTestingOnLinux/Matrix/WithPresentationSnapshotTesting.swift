import Foundation
import SnapshotTesting

/// Runs `operation` with swift-snapshot-testing set up for presentation snapshots: the record mode
/// follows the CI rule below, and the difference files of failed comparisons (`difference.png`,
/// `difference.patch`) are written next to the failed snapshot in the artifacts directory
/// (`SNAPSHOT_ARTIFACTS`, else the temporary directory) and listed in the failure message.
///
/// The record mode is `record` when given (or the one an enclosing scope was given); otherwise, on CI
/// (`CI` set to anything but `""`, `0`, `false`, `no`) it is `SNAPSHOT_TESTING_RECORD` or `.never`, so
/// nothing is recorded there automatically; off CI the surrounding configuration applies (a `.snapshots`
/// trait, `withSnapshotTesting`, `SNAPSHOT_TESTING_RECORD`, else `.missing`). `diffTool` prints the two
/// paths of a failure, as swift-snapshot-testing's own setting does (default: its `.default`).
///
/// With Swift Testing, prefer the suite trait `.presentationSnapshots`; with XCTest, wrap `invokeTest()`:
///
/// ```swift
/// override func invokeTest() {
///     withPresentationSnapshotTesting { super.invokeTest() }
/// }
/// ```
public func withPresentationSnapshotTesting<Result>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    try withPresentationSnapshotTesting(
        record: record, diffTool: diffTool,
        environment: ProcessInfo.processInfo.environment, operation: operation)
}

/// The asynchronous form of ``withPresentationSnapshotTesting(record:diffTool:operation:)``.
public func withPresentationSnapshotTesting<Result>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () async throws -> Result
) async rethrows -> Result {
    let scope = PresentationScope.nested(record: record, diffTool: diffTool)
    return try await PresentationScope.$current.withValue(scope) {
        try await withSnapshotTesting(
            record: RecordPolicy.mode(explicit: scope.record),
            diffTool: ArtifactHandOver.diffTool(wrapping: scope.diffTool), operation: operation)
    }
}

/// ``withPresentationSnapshotTesting(record:diffTool:operation:)`` deciding the CI rule from `environment`.
func withPresentationSnapshotTesting<Result>(
    record: SnapshotTestingConfiguration.Record?,
    diffTool: SnapshotTestingConfiguration.DiffTool?,
    environment: [String: String],
    operation: () throws -> Result
) rethrows -> Result {
    let scope = PresentationScope.nested(record: record, diffTool: diffTool)
    return try PresentationScope.$current.withValue(scope) {
        try withSnapshotTesting(
            record: RecordPolicy.mode(explicit: scope.record, environment: environment),
            diffTool: ArtifactHandOver.diffTool(wrapping: scope.diffTool), operation: operation)
    }
}
