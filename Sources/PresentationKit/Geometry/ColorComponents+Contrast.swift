import Foundation

extension ColorComponents {
    /// WCAG 2's relative luminance of the colour's red, green and blue (alpha ignored): 0 for black, 1 for
    /// white, each sRGB component linearised before weighting.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between two opaque colours, 1…21: (lighter + 0.05) / (darker + 0.05) of their
    /// relative luminances.
    public func contrastRatio(with other: ColorComponents) -> Double {
        let (first, second) = (relativeLuminance, other.relativeLuminance)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// This colour seen through `overlay` drawn on top of it with source-over compositing; opaque when
    /// this colour is.
    public func overlaid(by overlay: ColorComponents) -> ColorComponents {
        let coverage = overlay.alpha
        return ColorComponents(
            red: red + (overlay.red - red) * coverage, green: green + (overlay.green - green) * coverage,
            blue: blue + (overlay.blue - blue) * coverage, alpha: alpha + (1 - alpha) * coverage)
    }
}
