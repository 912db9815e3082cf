import PresentationKit
import SnapshotTesting

/// One snapshot assertion repeated over a device matrix: each variant's window is verified under
/// `<name>.<variant>` and a failure is recorded at the call site, prefixed with the variant.
struct MatrixSnapshot<Format> {
    /// How windows are snapshotted and compared.
    let strategy: Snapshotting<Window, Format>
    /// The name before the variant, if any.
    let name: String?
    /// The record mode asked for, if any.
    let record: SnapshotTestingConfiguration.Record?
    /// A folder replacing `__Snapshots__/<test file>`, if any.
    let snapshotDirectory: String?
    /// The test's name, which begins the reference files' names.
    let testName: String
    /// Where the assertion was written.
    let callSite: SnapshotCallSite

    /// Verifies `window` as variant `variant`, recording a failure.
    func verify(_ variant: String, _ window: Window) {
        let failure = verifyPresentationSnapshot(
            of: window, as: strategy, named: MatrixRun.snapshotName(name, variant: variant), record: record,
            snapshotDirectory: snapshotDirectory, fileID: callSite.fileID, file: callSite.filePath, testName: testName,
            line: callSite.line, column: callSite.column)
        if let failure { IssueReporter.record("\(variant): " + failure, at: callSite) }
    }
}
