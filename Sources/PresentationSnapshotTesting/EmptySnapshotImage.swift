/// An image without pixels was given to an image strategy.
struct EmptySnapshotImage: Error, CustomStringConvertible {
    var description: String { "it has no pixels" }
}
