import Foundation
import SnapshotTesting

/// Compares `value` with its reference the way swift-snapshot-testing's `verifySnapshot` does — same file
/// names (`__Snapshots__/<test file>/<test name>.<name or counter>.<extension>`), same record modes, same
/// failed snapshot in the artifacts directory — inside `withPresentationSnapshotTesting(record:diffTool:operation:)`,
/// and returns the failure message, or `nil` when it matches (or was recorded without failing).
///
/// The snapshot is taken inside that scope (so the CI rule for assertions outside it never applies here)
/// and before anything is compared, so a strategy that cannot produce one (an image
/// too large to render, a layout JSON with a non-finite number) returns its reason at once and records
/// nothing. Build your own assertion helpers on this, as on `verifySnapshot`.
public func verifyPresentationSnapshot<Value, Format>(
    of value: Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    verifyPresentationSnapshot(
        of: value, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        environment: ProcessInfo.processInfo.environment, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
}

/// ``verifyPresentationSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``
/// deciding the CI rule from `environment`.
func verifyPresentationSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String?,
    record: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?, environment: [String: String],
    fileID: StaticString, file filePath: StaticString, testName: String, line: UInt, column: UInt
) -> String? {
    withPresentationSnapshotTesting(record: record, diffTool: nil, environment: environment) {
        let failures = ProductionFailures()
        var produced: Format?
        SnapshotProduction.$failures.withValue(failures) {
            strategy.snapshot(value).run { produced = $0 }
        }
        guard let snapshot = produced else {
            let reasons = failures.all.isEmpty ? ["the strategy produced no snapshot"] : failures.all
            return "Could not take the snapshot" + (name.map { " \"\($0)\"" } ?? "") + ": "
                + reasons.joined(separator: "; ")
        }
        let taken = Snapshotting<Format, Format>(pathExtension: strategy.pathExtension, diffing: strategy.diffing)
        let notes = ProductionFailures()
        let message = SnapshotProduction.$failures.withValue(notes) {
            verifySnapshot(
                of: snapshot, as: taken, named: name, snapshotDirectory: snapshotDirectory, fileID: fileID,
                file: filePath, testName: testName, line: line, column: column)
        }
        let said = [message].compactMap { $0 } + notes.all
        return said.isEmpty ? nil : said.joined(separator: "\n\n")
    }
}
