/// A colour that may differ between light and dark appearance, like a dynamic `UIColor`.
///
/// A colour made from components is the same in both appearances; the system colours (``systemBackground``,
/// ``label``, …) carry both variants with Apple's published values. Call ``resolved(for:)`` to get the
/// concrete colour for an appearance. Only light/dark vary; UIKit's elevated and high-contrast variants are
/// not modelled except where a built-in presentation asks for the elevated background explicitly.
public struct Color: Hashable, Sendable, Codable {
    /// The colour in light appearance.
    public var light: ColorComponents
    /// The colour in dark appearance.
    public var dark: ColorComponents

    /// A colour with separate light and dark variants.
    public init(light: ColorComponents, dark: ColorComponents) {
        self.light = light
        self.dark = dark
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

    /// The concrete colour for an appearance.
    public func resolved(for style: UserInterfaceStyle) -> ColorComponents {
        style == .dark ? dark : light
    }

    /// The same colour with its alpha multiplied by `alpha`, in both appearances.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(light: light.multiplyingAlpha(by: alpha), dark: dark.multiplyingAlpha(by: alpha))
    }
}
