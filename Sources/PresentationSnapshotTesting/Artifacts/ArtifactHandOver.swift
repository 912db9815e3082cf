import Foundation
import OutputFiles
import SnapshotTesting

/// Passes the difference files of a failed comparison from the diffing that made them to the diff tool
/// that learns where the failed snapshot was written.
///
/// swift-snapshot-testing calls a strategy's diffing and then, on the same thread and without suspending,
/// the configured diff tool with the reference and failed-snapshot paths; the diff tool is the only place
/// that knows those paths. The diffing leaves its artifacts in a thread-local slot, and the diff tool
/// installed by `withPresentationSnapshotTesting` (and the `.presentationSnapshots` trait) takes them and
/// writes them next to the failed snapshot. Outside that scope nothing is left behind.
enum ArtifactHandOver {
    private static let slotKey = "PresentationSnapshotTesting.pendingArtifacts"

    /// Leaves `artifacts` for the next diff tool call on this thread (only inside the scope).
    static func leave(_ artifacts: [DifferenceArtifact]) {
        guard PresentationScope.current != nil else { return }
        Thread.current.threadDictionary[slotKey] = PendingArtifacts(artifacts)
    }

    /// Takes the artifacts left on this thread, if any.
    static func take() -> [DifferenceArtifact] {
        let dictionary = Thread.current.threadDictionary
        defer { dictionary.removeObject(forKey: slotKey) }
        return (dictionary[slotKey] as? PendingArtifacts)?.artifacts ?? []
    }

    /// A diff tool that writes the artifacts left on its thread next to the failed snapshot, then prints
    /// `base`'s text followed by the artifacts' locations.
    static func diffTool(wrapping base: SnapshotTestingConfiguration.DiffTool) -> SnapshotTestingConfiguration.DiffTool
    {
        SnapshotTestingConfiguration.DiffTool { currentFilePath, failedFilePath in
            let text = base(currentFilePath: currentFilePath, failedFilePath: failedFilePath)
            let written = take().map { write($0, besideFailedSnapshot: failedFilePath) }
            return ([text] + written).joined(separator: "\n")
        }
    }

    /// Writes one artifact as `<failed snapshot without extension>.<artifact name>` and says where.
    static func write(_ artifact: DifferenceArtifact, besideFailedSnapshot failedFilePath: String) -> String {
        let path = artifactPath(artifact.name, besideFailedSnapshot: failedFilePath)
        do {
            try OutputFile.write(artifact.data, to: path)
            return "\(artifact.name): \"file://\(path)\""
        } catch {
            return "\(artifact.name) was not written: \(error)"
        }
    }

    /// `…/test.name.png` + `difference.png` → `…/test.name.difference.png`.
    static func artifactPath(_ name: String, besideFailedSnapshot failedFilePath: String) -> String {
        let url = URL(fileURLWithPath: failedFilePath)
        return url.deletingPathExtension().path + "." + name
    }
}

/// The artifacts waiting in a thread's hand-over slot (a class, as thread dictionaries hold objects).
final class PendingArtifacts {
    /// The files to write.
    let artifacts: [DifferenceArtifact]

    /// Wraps the files to write.
    init(_ artifacts: [DifferenceArtifact]) {
        self.artifacts = artifacts
    }
}
