/// A horizontal and a vertical size class.
public struct SizeClassPair: Hashable, Sendable, Codable {
    /// The horizontal size class.
    public var horizontal: UserInterfaceSizeClass
    /// The vertical size class.
    public var vertical: UserInterfaceSizeClass

    /// Creates a pair.
    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
