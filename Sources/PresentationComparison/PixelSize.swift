/// The width and height of an image in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var pixelCount: Int { width * height }

    /// `393 × 852`.
    public var description: String { "\(width) × \(height)" }
}
