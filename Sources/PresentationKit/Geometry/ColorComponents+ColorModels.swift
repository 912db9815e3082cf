import Foundation
import WholeNumbers

// Hue-saturation-brightness and Display P3, the other colour models `UIColor` is made from.

extension ColorComponents {
    /// A colour from hue, saturation and brightness, each 0…1 (HSB as UIKit defines it: brightness is the
    /// largest component).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let hue6 = (hue - hue.rounded(.down)) * 6
        let sector = Int(saturating: hue6.rounded(.down)) % 6
        let fraction = hue6 - hue6.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) =
            switch sector {
            case 0: (brightness, rising, low)
            case 1: (falling, brightness, low)
            case 2: (low, brightness, rising)
            case 3: (low, falling, brightness)
            case 4: (rising, low, brightness)
            default: (brightness, low, falling)
            }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour from Display P3 components, converted to sRGB: both spaces share the sRGB transfer curve and
    /// the D65 white point, so the conversion is linearise, the P3-to-sRGB primaries matrix, re-encode;
    /// values outside sRGB are clamped.
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let r = Self.linear(red)
        let g = Self.linear(green)
        let b = Self.linear(blue)
        self.init(
            red: Self.encoded(1.2249 * r - 0.2247 * g + 0.0000 * b),
            green: Self.encoded(-0.0420 * r + 1.0419 * g + 0.0000 * b),
            blue: Self.encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b),
            alpha: alpha)
    }

    /// Hue, saturation and brightness, each 0…1 (hue 0 for greys).
    public var hueSaturationBrightness: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let range = maximum - minimum
        guard maximum > 0, range > 0 else { return (0, 0, maximum) }
        let sector: Double =
            if maximum == red {
                (green - blue) / range
            } else if maximum == green {
                2 + (blue - red) / range
            } else {
                4 + (red - green) / range
            }
        let hue = sector / 6
        return (hue < 0 ? hue + 1 : hue, range / maximum, maximum)
    }

    private static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
