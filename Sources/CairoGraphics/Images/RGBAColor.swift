/// A colour with straight (non-premultiplied) alpha; every component is in 0...1.
public struct RGBAColor: Equatable, Hashable, Sendable {
    /// Red intensity, 0...1.
    public var red: Double
    /// Green intensity, 0...1.
    public var green: Double
    /// Blue intensity, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a colour from straight-alpha components; values are clamped to 0...1 when drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}
