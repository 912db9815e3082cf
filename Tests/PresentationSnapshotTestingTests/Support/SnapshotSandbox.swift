import Foundation
import PresentationSnapshotTesting
import SnapshotTesting

/// A throw-away reference directory for tests of the snapshot machinery, with the paths where
/// swift-snapshot-testing and this library put references and failure artifacts.
///
/// References go to a fresh temporary directory (swift-snapshot-testing's `snapshotDirectory`); failed
/// snapshots go to its artifacts directory (`SNAPSHOT_ARTIFACTS`, else the temporary directory) under the
/// calling test file's name, named after a unique test name so that concurrent tests never collide.
struct SnapshotSandbox {
    /// Where the references are written.
    let directory: URL
    /// The unique test name the snapshots are filed under.
    let testName = "sandbox-\(UUID().uuidString.lowercased())"
    /// The test file whose name names the artifacts folder.
    let filePath: StaticString

    init(filePath: StaticString = #filePath) throws {
        self.filePath = filePath
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapshot-sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Compares `value` with its reference in the sandbox.
    func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String = "snapshot",
        record: SnapshotTestingConfiguration.Record? = nil
    ) -> String? {
        verifyPresentationSnapshot(
            of: value, as: strategy, named: name, record: record,
            snapshotDirectory: directory.path, file: filePath, testName: testName)
    }

    /// The reference file of snapshot `name` with extension `ext`.
    func reference(_ ext: String, named name: String = "snapshot") -> URL {
        directory.appendingPathComponent("\(testName).\(name).\(ext)")
    }

    /// The failed snapshot swift-snapshot-testing writes for snapshot `name`.
    func artifact(_ ext: String, named name: String = "snapshot") -> URL {
        artifactsDirectory.appendingPathComponent("\(testName).\(name).\(ext)")
    }

    /// A difference file this library writes next to the failed snapshot (`difference.png`, …).
    func difference(_ artifactName: String, named name: String = "snapshot") -> URL {
        artifactsDirectory.appendingPathComponent("\(testName).\(name).\(artifactName)")
    }

    /// `$SNAPSHOT_ARTIFACTS/<test file name>/`, or the same under the temporary directory.
    var artifactsDirectory: URL {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let fileName = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(fileName)
    }

    /// Deletes the references and this sandbox's artifacts.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
        let artifacts = (try? FileManager.default.contentsOfDirectory(atPath: artifactsDirectory.path)) ?? []
        for file in artifacts where file.hasPrefix(testName) {
            try? FileManager.default.removeItem(at: artifactsDirectory.appendingPathComponent(file))
        }
    }
}
