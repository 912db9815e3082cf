import Foundation
import OutputFiles
import SnapshotTesting

/// Passes the difference files of a failed comparison from the diffing that made them to the diff tool
/// that learns where the failed snapshot was written.
///
/// swift-snapshot-testing calls a strategy's diffing, writes the failed snapshot (the diffing's own bytes for
/// the snapshot) and then calls the configured diff tool with that file's path; the diff tool is the only place
/// that knows it. The diffing leaves its artifacts under a digest of the snapshot's bytes, and the diff tool
/// installed by `withPresentationSnapshotTesting` (and the `.presentationSnapshots` trait) reads the failed file,
/// takes the artifacts left under its digest and writes them next to it. Nothing depends on which thread or task
/// runs either call. Outside that scope nothing is left behind; at most ``capacity`` sets wait at once (a diffing
/// whose diff tool never runs cannot make the store grow).
enum ArtifactHandOver {
    /// The most artifact sets kept waiting; the oldest go first.
    static let capacity = 32

    private static let store = PendingArtifacts()

    /// Leaves `artifacts` for the diff tool call about the failed snapshot `snapshot` (only inside the scope).
    static func leave(_ artifacts: [DifferenceArtifact], forSnapshot snapshot: Data) {
        guard PresentationScope.current != nil else { return }
        store.put(artifacts, under: SHA256.hex(snapshot))
    }

    /// Whether a comparison has just left artifacts for the snapshot `snapshot` (it failed, and swift-snapshot-testing
    /// is about to write it to the artifacts directory).
    static func hasPending(forSnapshot snapshot: Data) -> Bool {
        store.contains(SHA256.hex(snapshot))
    }

    /// Takes the artifacts left for the failed snapshot file at `path`, if any.
    static func take(forFailedSnapshotAt path: String) -> [DifferenceArtifact] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return store.take(SHA256.hex(data))
    }

    /// A diff tool that writes the artifacts left on its thread next to the failed snapshot, then prints
    /// `base`'s text followed by the artifacts' locations.
    static func diffTool(wrapping base: SnapshotTestingConfiguration.DiffTool) -> SnapshotTestingConfiguration.DiffTool
    {
        SnapshotTestingConfiguration.DiffTool { currentFilePath, failedFilePath in
            let text = base(currentFilePath: currentFilePath, failedFilePath: failedFilePath)
            let written = take(forFailedSnapshotAt: failedFilePath).map {
                write($0, besideFailedSnapshot: failedFilePath)
            }
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

/// The artifact sets waiting for their diff tool call, by digest of the failed snapshot, oldest first.
final class PendingArtifacts: @unchecked Sendable {
    // @unchecked: `waiting` is only touched while holding `lock` (an NSLock, which ThreadSanitizer sees).
    private let lock = NSLock()
    private var waiting: [(digest: String, artifacts: [DifferenceArtifact])] = []

    /// Keeps `artifacts` under `digest`, replacing an older set with the same digest.
    func put(_ artifacts: [DifferenceArtifact], under digest: String) {
        lock.withLock {
            waiting.removeAll { $0.digest == digest }
            waiting.append((digest, artifacts))
            if waiting.count > ArtifactHandOver.capacity {
                waiting.removeFirst(waiting.count - ArtifactHandOver.capacity)
            }
        }
    }

    /// Whether a set waits under `digest`.
    func contains(_ digest: String) -> Bool {
        lock.withLock { waiting.contains { $0.digest == digest } }
    }

    /// Removes and returns the set under `digest`.
    func take(_ digest: String) -> [DifferenceArtifact] {
        lock.withLock {
            guard let index = waiting.firstIndex(where: { $0.digest == digest }) else { return [] }
            return waiting.remove(at: index).artifacts
        }
    }
}
