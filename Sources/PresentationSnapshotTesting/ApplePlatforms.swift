// On Apple platforms the simulator draws with the real UIKit and swift-snapshot-testing's own strategies do the
// work. This module then only adds the two names a test file shared with Linux uses, each as upstream's own.
// `CHECK_APPLE_PLATFORMS_BRANCH` lets the Linux test suite type-check this branch (see
// `ApplePlatformsBranchTests`); no build of the package sets it.
#if !os(Linux) || CHECK_APPLE_PLATFORMS_BRANCH
    @_exported import SnapshotTesting
    import Testing

    extension Trait where Self == _SnapshotsTestTrait {
        /// swift-snapshot-testing's `.snapshots` trait. On Linux the same name adds this package's CI rule
        /// (nothing recorded automatically on CI) and its difference images.
        public static var presentationSnapshots: Self {
            .snapshots
        }

        /// swift-snapshot-testing's `.snapshots(record:diffTool:)` trait, under the name Linux uses.
        public static func presentationSnapshots(
            record: SnapshotTestingConfiguration.Record? = nil,
            diffTool: SnapshotTestingConfiguration.DiffTool? = nil
        ) -> Self {
            .snapshots(record: record, diffTool: diffTool)
        }
    }

    /// swift-snapshot-testing's `withSnapshotTesting(record:diffTool:operation:)`, under the name Linux uses,
    /// for XCTest cases that wrap `invokeTest()`.
    public func withPresentationSnapshotTesting<Result>(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
        operation: () throws -> Result
    ) rethrows -> Result {
        try withSnapshotTesting(record: record, diffTool: diffTool, operation: operation)
    }

    /// The asynchronous form of `withPresentationSnapshotTesting(record:diffTool:operation:)`.
    public func withPresentationSnapshotTesting<Result>(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await withSnapshotTesting(record: record, diffTool: diffTool, operation: operation)
    }
#endif
