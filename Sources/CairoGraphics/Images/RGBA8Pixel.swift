/// One pixel as straight-alpha 8-bit red, green, blue and alpha.
public struct RGBA8Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from its four components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components as `rgba(r, g, b, a)`.
    public var description: String {
        "rgba(\(red), \(green), \(blue), \(alpha))"
    }
}
