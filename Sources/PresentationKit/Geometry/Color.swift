import Foundation

/// A colour that may differ between light and dark appearance: `UIColor`, with UIKit's declaration.
///
/// An open class, as `UIColor` is, so that users' extensions add convenience initialisers
/// (`convenience init(hex:)`) and class properties, and subclasses call the designated initialisers.
/// A colour made from components is the same in every appearance; the system colours (`systemBackground`,
/// `label`, …) carry Apple's published light, dark and dark *elevated* values (UIKit resolves system
/// backgrounds lighter inside sheets and popovers in dark mode). High-contrast variants are not modelled.
///
/// Differs from UIKit: components outside 0…1 (extended sRGB) are clamped; Display P3 colours are converted
/// to sRGB when made; a colour is immutable and its appearance variants are fixed when it is made (see
/// ``init(dynamicProvider:)``).
open class Color: NSObject, @unchecked Sendable {
    /// The colour in each appearance. Immutable after init, which is what makes the unchecked Sendable
    /// conformance sound.
    private let variants: Variants

    private struct Variants: Hashable {
        let light: ColorComponents
        let dark: ColorComponents
        let darkElevated: ColorComponents?
        /// The hash of the components, worked out once: a colour never changes, and a label hashes its colour
        /// for each text-layout lookup.
        let componentsHash: Int

        init(light: ColorComponents, dark: ColorComponents, darkElevated: ColorComponents?) {
            self.light = light
            self.dark = dark
            self.darkElevated = darkElevated
            var hasher = Hasher()
            hasher.combine(light)
            hasher.combine(dark)
            hasher.combine(darkElevated)
            componentsHash = hasher.finalize()
        }

        static func == (lhs: Variants, rhs: Variants) -> Bool {
            lhs.light == rhs.light && lhs.dark == rhs.dark && lhs.darkElevated == rhs.darkElevated
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(componentsHash)
        }

        /// The same components in every appearance.
        init(_ components: ColorComponents) {
            self.init(light: components, dark: components, darkElevated: nil)
        }
    }

    /// The colour in light appearance.
    package var light: ColorComponents { variants.light }
    /// The colour in dark appearance.
    package var dark: ColorComponents { variants.dark }
    /// The colour in dark appearance at the elevated level; `nil`: ``dark``.
    package var darkElevated: ColorComponents? { variants.darkElevated }

    /// A colour with separate light and dark variants (and optionally a dark elevated one): the package's
    /// own spelling, not UIKit's (UIKit's is ``init(dynamicProvider:)``).
    package convenience init(light: ColorComponents, dark: ColorComponents, darkElevated: ColorComponents? = nil) {
        self.init(variants: Variants(light: light, dark: dark, darkElevated: darkElevated))
    }

    // The one designated initialiser that is not UIKit's. Private, because a designated initialiser that a
    // subclass in this package can see but does not override makes Swift synthesise a recursive stub.
    private init(variants: Variants) {
        self.variants = variants
        super.init()
    }

    /// The same colour in every appearance.
    package convenience init(_ components: ColorComponents) {
        self.init(light: components, dark: components)
    }

    /// A colour from sRGB components, the same in every appearance.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        variants = Variants(ColorComponents(red: red, green: green, blue: blue, alpha: alpha))
        super.init()
    }

    /// A grey from a white level.
    public init(white: CGFloat, alpha: CGFloat) {
        variants = Variants(ColorComponents(red: white, green: white, blue: white, alpha: alpha))
        super.init()
    }

    /// A colour from hue, saturation and brightness (each 0…1), as `UIColor(hue:saturation:brightness:alpha:)`.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        variants = Variants(ColorComponents(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
        super.init()
    }

    /// A colour from Display P3 components, converted to sRGB (values outside sRGB are clamped).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        variants = Variants(ColorComponents(displayP3Red: red, green: green, blue: blue, alpha: alpha))
        super.init()
    }

    /// A colour from a Core Graphics colour.
    public init(cgColor: ColorComponents) {
        variants = Variants(cgColor)
        super.init()
    }

    /// A colour that asks `provider` for its value per appearance, as UIKit's `UIColor(dynamicProvider:)`.
    ///
    /// Differs from UIKit: the provider is called once per appearance here (light, dark, dark elevated) when
    /// the colour is made, and its answers kept, rather than whenever the colour is resolved; only the
    /// interface style and level it is given vary, so a provider that looks at other traits (size class,
    /// contrast) sees them unspecified.
    public init(dynamicProvider provider: @escaping (TraitCollection) -> Color) {
        let dark = provider(TraitCollection(userInterfaceStyle: .dark))
        variants = Variants(
            light: provider(TraitCollection(userInterfaceStyle: .light)).light, dark: dark.dark,
            darkElevated: dark.darkElevated)
        super.init()
    }

    /// The colour as Core Graphics' colour, resolved for the light appearance, as UIKit resolves `cgColor`
    /// outside a trait context.
    open var cgColor: ColorComponents { light }

    /// Makes the colour the current drawing context's fill and stroke colour (`set()`); nothing outside
    /// drawing code.
    open func set() {
        DrawingContext.current?.setColors(fill: cgColor, stroke: cgColor)
    }

    /// Makes the colour the current drawing context's fill colour (`setFill()`).
    open func setFill() {
        DrawingContext.current?.setColors(fill: cgColor, stroke: nil)
    }

    /// Makes the colour the current drawing context's stroke colour (`setStroke()`).
    open func setStroke() {
        DrawingContext.current?.setColors(fill: nil, stroke: cgColor)
    }

    /// The same colour with its alpha set to `alpha` in every appearance (UIKit replaces the alpha, never
    /// multiplies it).
    open func withAlphaComponent(_ alpha: CGFloat) -> Color {
        func set(_ components: ColorComponents) -> ColorComponents {
            ColorComponents(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
        }
        return Color(light: set(light), dark: set(dark), darkElevated: darkElevated.map(set))
    }

    /// The colour for `traitCollection`'s interface style: the light value unless the style is dark.
    open func resolvedColor(with traitCollection: TraitCollection) -> Color {
        Color(resolved(for: traitCollection.userInterfaceStyle))
    }

    /// The light appearance's sRGB components; always `true`, as every colour here is RGB.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = light.red
        green?.pointee = light.green
        blue?.pointee = light.blue
        alpha?.pointee = light.alpha
        return true
    }

    /// The light appearance's white level (the mean of its components) and alpha; always `true`.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = (light.red + light.green + light.blue) / 3
        alpha?.pointee = light.alpha
        return true
    }

    /// The light appearance's hue, saturation and brightness (each 0…1) and alpha; always `true`.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let hsb = light.hueSaturationBrightness
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = light.alpha
        return true
    }

    /// The concrete colour for an appearance, at the base or the elevated level.
    package func resolved(for style: UserInterfaceStyle, elevated: Bool = false) -> ColorComponents {
        guard style == .dark else { return light }
        return elevated ? (darkElevated ?? dark) : dark
    }

    /// Two colours are equal when every appearance's components are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return equals(other)
    }

    open override var hash: Int {
        variants.componentsHash
    }

    open override var description: String {
        light == dark && darkElevated == nil
            ? "UIColor(\(light.hexString))" : "UIColor(light: \(light.hexString), dark: \(dark.hexString))"
    }
}

extension Color {
    /// Whether every appearance's components are equal (identity first, without the `Any` cast of `isEqual`).
    package func equals(_ other: Color) -> Bool {
        other === self || variants == other.variants
    }
}
