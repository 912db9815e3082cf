import SnapshotTesting

extension ComparisonFailure {
    /// The failure as swift-snapshot-testing reports it: its message, and its files as attachments, which are
    /// also handed over to be written beside the failed snapshot.
    var reported: (String, [DiffAttachment]) {
        let artifacts = artifacts.map { DifferenceArtifact(data: $0.data, name: $0.name) }
        if !artifacts.isEmpty { ArtifactHandOver.leave(artifacts) }
        return (message, artifacts.map(\.attachment))
    }
}
