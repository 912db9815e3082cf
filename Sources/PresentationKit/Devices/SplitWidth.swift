/// One iPad Split View width from the catalog: the fraction, its width in points and its size class.
public struct SplitWidth: Hashable, Sendable, Codable {
    /// `1/3`, `1/2` or `2/3`.
    public var fraction: String
    /// The window width in points.
    public var width: Double
    /// The horizontal size class UIKit gives a window of this width.
    public var horizontalSizeClass: UserInterfaceSizeClass

    /// Creates a split width entry.
    public init(fraction: String, width: Double, horizontalSizeClass: UserInterfaceSizeClass) {
        self.fraction = fraction
        self.width = width
        self.horizontalSizeClass = horizontalSizeClass
    }
}
