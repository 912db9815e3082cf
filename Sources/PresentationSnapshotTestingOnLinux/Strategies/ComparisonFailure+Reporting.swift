import Foundation
import SnapshotTesting

extension ComparisonFailure {
    /// The failure as swift-snapshot-testing reports it: its message, and its files as attachments, which are
    /// also handed over to be written beside the failed snapshot, whose bytes are `snapshot`.
    func reported(forSnapshot snapshot: @autoclosure () -> Data) -> (String, [DiffAttachment]) {
        let artifacts = artifacts.map { DifferenceArtifact(data: $0.data, name: $0.name) }
        if !artifacts.isEmpty { ArtifactHandOver.leave(artifacts, forSnapshot: snapshot()) }
        return (message, artifacts.map(\.attachment))
    }
}
