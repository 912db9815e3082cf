/// A colour that may differ between light and dark appearance, like a dynamic `UIColor`.
///
/// A colour made from components is the same in both appearances; the system colours (``systemBackground``,
/// ``label``, …) carry both variants with Apple's published values. Call `resolved(for:)` to get the
/// concrete colour for an appearance. Light, dark and dark *elevated* vary (UIKit resolves system
/// backgrounds lighter inside sheets and popovers in dark mode); high-contrast variants are not modelled.
public struct Color: Hashable, Sendable, Codable {
    /// The colour in light appearance.
    public var light: ColorComponents
    /// The colour in dark appearance.
    public var dark: ColorComponents
    /// The colour in dark appearance at the elevated level (presented sheets and popovers); `nil`: ``dark``.
    public var darkElevated: ColorComponents?

    /// A colour with separate light and dark variants (and optionally a dark elevated one).
    public init(light: ColorComponents, dark: ColorComponents, darkElevated: ColorComponents? = nil) {
        self.light = light
        self.dark = dark
        self.darkElevated = darkElevated
    }

    /// The same colour in both appearances.
    public init(_ components: ColorComponents) {
        self.init(light: components, dark: components)
    }

    /// A colour from sRGB components, the same in both appearances.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(ColorComponents(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey from a white level, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The concrete colour for an appearance, at the base or the elevated level.
    public func resolved(for style: UserInterfaceStyle, elevated: Bool = false) -> ColorComponents {
        guard style == .dark else { return light }
        return elevated ? (darkElevated ?? dark) : dark
    }

    /// The same colour with its alpha set to `alpha` in every appearance, as UIKit's `withAlphaComponent(_:)`
    /// (which replaces the alpha, never multiplies it).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        func set(_ components: ColorComponents) -> ColorComponents {
            ColorComponents(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
        }
        return Color(light: set(light), dark: set(dark), darkElevated: darkElevated.map(set))
    }
}
