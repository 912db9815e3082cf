import SnapshotTesting

/// The settings of the innermost `withPresentationSnapshotTesting` scope (or `.presentationSnapshots`
/// trait), so that nested scopes — such as the one every `verifyPresentationSnapshot` opens — inherit
/// what the outer one was asked for instead of resetting it.
struct PresentationScope: Sendable {
    /// The innermost scope, if any.
    @TaskLocal static var current: PresentationScope?

    /// The record mode asked for, before the CI rule; `nil` when none was.
    let record: SnapshotTestingConfiguration.Record?
    /// The diff tool that prints the two paths of a failure.
    let diffTool: SnapshotTestingConfiguration.DiffTool

    /// A scope asking for `record` and `diffTool`, inheriting from the current scope what is not given.
    static func nested(
        record: SnapshotTestingConfiguration.Record?,
        diffTool: SnapshotTestingConfiguration.DiffTool?
    ) -> PresentationScope {
        PresentationScope(record: record ?? current?.record, diffTool: diffTool ?? current?.diffTool ?? .default)
    }
}
