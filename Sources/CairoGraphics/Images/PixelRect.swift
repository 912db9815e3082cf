/// A rectangle of whole pixels, `x..<x + width` by `y..<y + height`, origin at the top-left of an image.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `x 120…156, y 300…301` (inclusive pixel ranges).
    public var description: String {
        "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1)"
    }

    /// Whether the rectangle is non-empty and lies inside an image of `width` × `height` pixels.
    func fits(width imageWidth: Int, height imageHeight: Int) -> Bool {
        width > 0 && height > 0 && x >= 0 && y >= 0 && x <= imageWidth - width && y <= imageHeight - height
    }
}
