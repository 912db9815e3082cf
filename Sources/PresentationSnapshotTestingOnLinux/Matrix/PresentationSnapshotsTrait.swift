import SnapshotTesting
import Testing

/// The Swift Testing form of `withPresentationSnapshotTesting(record:diffTool:operation:)`: swift-snapshot-testing's
/// `.snapshots` trait (record mode, diff tool, per-test numbering of unnamed snapshots) with the CI rule
/// and the difference files of this library.
///
/// A snapshot that this library's strategy cannot produce (an image with no pixels, a layout with a
/// non-finite number) fails the test once, with its reason: swift-snapshot-testing's timeout failure that
/// follows it is recorded as a known issue.
///
/// ```swift
/// @Suite(.presentationSnapshots) struct InspectorSnapshotTests { … }
/// ```
public struct PresentationSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test in a suite.
    public let isRecursive = true
    /// The record mode asked for, if any.
    let record: SnapshotTestingConfiguration.Record?
    /// The diff tool that prints failure paths, if one was asked for.
    let diffTool: SnapshotTestingConfiguration.DiffTool?

    /// Runs the test inside swift-snapshot-testing's scope and this library's, excusing the timeouts of
    /// snapshots that could not be produced.
    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let snapshots: _SnapshotsTestTrait = .snapshots
        try await snapshots.provideScope(for: test, testCase: testCase) {
            try await UnansweredSnapshots.excusingTimeouts {
                try await withPresentationSnapshotTesting(record: record, diffTool: diffTool, operation: function)
            }
        }
    }
}

extension Trait where Self == PresentationSnapshotsTrait {
    /// Presentation snapshots with the default record mode and diff tool.
    public static var presentationSnapshots: Self {
        presentationSnapshots()
    }

    /// Presentation snapshots with a record mode (overriding the CI rule) and a diff tool.
    public static func presentationSnapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        PresentationSnapshotsTrait(record: record, diffTool: diffTool)
    }
}
