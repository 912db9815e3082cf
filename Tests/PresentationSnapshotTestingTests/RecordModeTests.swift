import Foundation
import SnapshotTesting
import Testing

@testable import PresentationSnapshotTestingOnLinux

/// swift-snapshot-testing's record modes behave as documented through this library, and nothing is
/// recorded automatically on CI.
@Suite struct RecordModeTests {
    static let recorded = "recorded\n", changed = "changed\n"
    static var text: Snapshotting<String, String> { Snapshotting(pathExtension: "txt", diffing: .layout) }

    @Test func missingRecordsAMissingReferenceAndFailsOnce() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try #require(sandbox.verify(Self.recorded, as: Self.text, record: .missing))
        #expect(message.hasPrefix("No reference was found on disk. Automatically recorded snapshot"))
        #expect(try String(contentsOf: sandbox.reference("txt"), encoding: .utf8) == Self.recorded)
        #expect(sandbox.verify(Self.recorded, as: Self.text, record: .missing) == nil)
        #expect(
            sandbox.verify(Self.changed, as: Self.text, record: .missing) != nil, "an existing reference is compared")
        #expect(try String(contentsOf: sandbox.reference("txt"), encoding: .utf8) == Self.recorded)
    }

    @Test func neverRecordsNothing() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try #require(sandbox.verify(Self.recorded, as: Self.text, record: .never))
        #expect(message.contains("New snapshot was not recorded because recording is disabled"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("txt").path))
    }

    @Test func allRewritesEveryReferenceAndFails() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(Self.recorded, as: Self.text, record: .all)
        let message = try #require(sandbox.verify(Self.changed, as: Self.text, record: .all))
        #expect(message.hasPrefix("Record mode is on. Automatically recorded snapshot"))
        #expect(try String(contentsOf: sandbox.reference("txt"), encoding: .utf8) == Self.changed)
    }

    @Test func failedRewritesOnlyWhatFails() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        _ = sandbox.verify(Self.recorded, as: Self.text, record: .all)
        #expect(sandbox.verify(Self.recorded, as: Self.text, record: .failed) == nil)
        let message = try #require(sandbox.verify(Self.changed, as: Self.text, record: .failed))
        #expect(message.contains("A new snapshot was automatically recorded."))
        #expect(try String(contentsOf: sandbox.reference("txt"), encoding: .utf8) == Self.changed)
    }

    @Test func withinToleranceFailedKeepsTheOldReference() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let reference = try TestImages.stripes()
        _ = sandbox.verify(reference, as: .pixels(), record: .all)
        let nudged = try TestImages.changing(reference, at: [(3, 3)], TestImages.redder(by: 1))
        #expect(sandbox.verify(nudged, as: .pixels(tolerance: ImageTolerance(perPixel: 1)), record: .failed) == nil)
        #expect(try Data(contentsOf: sandbox.reference("png")) == SnapshotImage.image(reference).encodedPNG())
    }

    @Test(arguments: [
        ("true", SnapshotTestingConfiguration.Record?.some(.never)), ("1", .never), ("yes", .never),
        ("false", nil), ("0", nil), ("", nil), ("no", nil),
    ])
    func ciMeansNeverUnlessAskedFor(ci: String, expected: SnapshotTestingConfiguration.Record?) {
        #expect(RecordPolicy.mode(explicit: nil, environment: ["CI": ci]) == expected)
    }

    @Test func anExplicitModeOrTheEnvironmentWinsOnCI() {
        #expect(RecordPolicy.mode(explicit: .all, environment: ["CI": "true"]) == .all)
        #expect(
            RecordPolicy.mode(explicit: nil, environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "failed"])
                == .failed)
        #expect(RecordPolicy.mode(explicit: nil, environment: [:]) == nil, "off CI, swift-snapshot-testing decides")
    }

    @Test func onCIAMissingReferenceIsNotRecorded() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = try #require(
            verifyPresentationSnapshot(
                of: Self.recorded, as: Self.text, named: "snapshot", record: nil,
                snapshotDirectory: sandbox.directory.path,
                environment: ["CI": "true"], fileID: #fileID, file: #filePath, testName: sandbox.testName, line: #line,
                column: #column))
        #expect(message.contains("New snapshot was not recorded because recording is disabled"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.reference("txt").path))
    }

    @Test func nestedScopesKeepWhatTheOuterOneAskedFor() throws {
        let sandbox = try SnapshotSandbox()
        defer { sandbox.remove() }
        let message = withPresentationSnapshotTesting(record: .never) {
            sandbox.verify(Self.recorded, as: Self.text)
        }
        #expect(message?.contains("recording is disabled") == true)
    }
}
