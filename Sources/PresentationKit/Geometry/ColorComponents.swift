import WholeNumbers

/// One concrete sRGB colour with straight (not premultiplied) alpha, each component in 0…1.
public struct ColorComponents: Hashable, Sendable, Codable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from its components; each is clamped to 0…1 (a non-finite value becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> ColorComponents {
        ColorComponents(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: the form the layout dump prints.
    public var hexString: String {
        func byte(_ value: Double) -> String {
            let text = String(Int(saturating: (value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let opaque = byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? "#" + opaque : "#" + opaque + byte(alpha)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isFinite ? min(1, max(0, value)) : 0
    }
}
