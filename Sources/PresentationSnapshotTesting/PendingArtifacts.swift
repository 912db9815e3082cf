/// The artifacts waiting in a thread's hand-over slot (a class, as thread dictionaries hold objects).
final class PendingArtifacts {
    /// The files to write.
    let artifacts: [DifferenceArtifact]

    /// Wraps the files to write.
    init(_ artifacts: [DifferenceArtifact]) {
        self.artifacts = artifacts
    }
}
