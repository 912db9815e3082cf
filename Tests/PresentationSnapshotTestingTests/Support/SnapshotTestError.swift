/// A test helper could not get what it needed.
enum SnapshotTestError: Error {
    /// A strategy produced no image.
    case noImage
}
