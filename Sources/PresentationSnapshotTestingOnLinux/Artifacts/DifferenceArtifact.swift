import Foundation
import SnapshotTesting

/// A file describing a failed comparison — a difference image or a text patch — written next to the
/// failed snapshot that swift-snapshot-testing puts in its artifacts directory.
struct DifferenceArtifact: Sendable {
    /// The file contents.
    let data: Data
    /// The name appended to the failed snapshot's name, e.g. `difference.png`.
    let name: String

    /// The same artifact as swift-snapshot-testing's attachment (shown by Xcode).
    var attachment: DiffAttachment { .data(data, name: name) }
}
