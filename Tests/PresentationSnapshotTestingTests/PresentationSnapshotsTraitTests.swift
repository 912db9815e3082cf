import Foundation
import PresentationSnapshotTesting
import SnapshotTesting
import Testing

/// The `.presentationSnapshots` trait configures plain swift-snapshot-testing calls: its record mode, and
/// difference files next to failed snapshots.
@Suite struct PresentationSnapshotsTraitTests {
    @Test(.presentationSnapshots(record: .never))
    func theTraitsRecordModeApplies() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = verifySnapshot(
            of: "text\n", as: .lines, named: "snapshot", snapshotDirectory: sandbox.directory.path,
            testName: sandbox.testName)
        #expect(message?.contains("recording is disabled") == true)
    }

    @Test(.presentationSnapshots)
    func plainVerifySnapshotGetsTheDifferenceImage() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try verifyWithOneChangedPixel(in: sandbox)
        #expect(message?.contains("difference.png: \"file://") == true)
        #expect(FileManager.default.fileExists(atPath: sandbox.difference("difference.png").path))
    }

    @Test func withoutTheTraitNoDifferenceFileIsWritten() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try verifyWithOneChangedPixel(in: sandbox)
        #expect(message?.contains("1 of 1,200 pixels") == true, "the strategy still explains the failure")
        #expect(!FileManager.default.fileExists(atPath: sandbox.difference("difference.png").path))
    }

    /// Records the stripes image in `sandbox`, then verifies it with one pixel made redder; the message.
    private func verifyWithOneChangedPixel(in sandbox: SnapshotSandbox) throws -> String? {
        let reference = try TestImages.stripes()
        _ = verifySnapshot(
            of: reference, as: .pixels(), named: "snapshot", record: .all,
            snapshotDirectory: sandbox.directory.path, testName: sandbox.testName)
        let actual = try TestImages.changing(reference, at: [(0, 0)], TestImages.redder(by: 99))
        return verifySnapshot(
            of: actual, as: .pixels(), named: "snapshot", record: .never,
            snapshotDirectory: sandbox.directory.path, testName: sandbox.testName)
    }
}
