/// A visual effect for a ``VisualEffectView``, as UIKit's `UIVisualEffect`.
open class VisualEffect {
    /// The tint the effect lays over what is behind it; `nil`: the effect draws nothing of its own.
    package var material: Color? { nil }
    /// How the effect blurs what is behind it: the Gaussian's standard deviation in points and a saturation
    /// factor; `nil`: no blur.
    package var backdropBlur: (radius: Double, saturation: Double)? { nil }

    /// An effect that draws nothing (UIKit's plain `UIVisualEffect()`).
    public init() {}
}

/// A blur of what is behind a view, as UIKit's `UIBlurEffect(style:)`: the renderer blurs and saturates what
/// the window shows behind the effect view, then lays the material's translucent tint over it.
///
/// Differs from UIKit: the blur radius, saturation and tint are estimates (see `BlurEffect.Style.material`
/// and `BlurEffect.Style.blurRadius`); UIKit's materials also mix in luminance curves not modelled here.
public final class BlurEffect: VisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
    }

    /// The style's tint, resolved per appearance.
    package override var material: Color? { style.material }

    /// The style's blur radius and saturation.
    package override var backdropBlur: (radius: Double, saturation: Double)? {
        (style.blurRadius, style.saturation)
    }

    /// UIKit's blur styles (`UIBlurEffect.Style`): the adaptive materials of iOS 13 with their always-light
    /// and always-dark variants, and the older styles.
    public enum Style: Int, Hashable, Sendable, Codable, CaseIterable {
        case extraLight, light, dark
        case regular = 4
        case prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark

        /// The flat tint this model draws for the style, light and dark.
        ///
        /// Sources: `.extraLight`, `.light` and `.dark` use the tints of Apple's own blur recipes for those looks
        /// in the WWDC 2013 sample `UIImage+ImageEffects` (session 226, "Implementing Engaging UI on iOS"):
        /// white 0.97 at 82 %, white 1.0 at 30 %, white 0.11 at 73 %. `.regular` and `.prominent` (iOS 10) are
        /// `.light`/`.dark` and `.extraLight`/`.dark` by appearance, as UIKit documents them ("adapts to the
        /// user interface style"). Apple publishes no numbers for the iOS 13 materials: this model uses white
        /// (light) and #1C1C1E, `secondarySystemBackground` dark (dark), at 35, 55, 72 and 85 % for ultra-thin,
        /// thin, normal and thick, an approximation ordered as the documentation orders their thickness; the
        /// chrome material is ``Color/barBackground``, the bars' colour. Confidence: approximate.
        package var material: Color {
            switch self {
            case .extraLight: Color(white: 0.97, alpha: 0.82)
            case .light: Color(white: 1, alpha: 0.3)
            case .dark: Color(white: 0.11, alpha: 0.73)
            case .regular: Color(light: Style.light.material.light, dark: Style.dark.material.dark)
            case .prominent: Color(light: Style.extraLight.material.light, dark: Style.dark.material.dark)
            case .systemUltraThinMaterial: Self.adaptive(0.35)
            case .systemThinMaterial: Self.adaptive(0.55)
            case .systemMaterial: Self.adaptive(0.72)
            case .systemThickMaterial: Self.adaptive(0.85)
            case .systemChromeMaterial: .barBackground
            case .systemUltraThinMaterialLight: Color(Self.adaptive(0.35).light)
            case .systemThinMaterialLight: Color(Self.adaptive(0.55).light)
            case .systemMaterialLight: Color(Self.adaptive(0.72).light)
            case .systemThickMaterialLight: Color(Self.adaptive(0.85).light)
            case .systemChromeMaterialLight: Color(Color.barBackground.light)
            case .systemUltraThinMaterialDark: Color(Self.adaptive(0.35).dark)
            case .systemThinMaterialDark: Color(Self.adaptive(0.55).dark)
            case .systemMaterialDark: Color(Self.adaptive(0.72).dark)
            case .systemThickMaterialDark: Color(Self.adaptive(0.85).dark)
            case .systemChromeMaterialDark: Color(Color.barBackground.dark)
            }
        }

        /// The standard deviation of the blur, in points.
        ///
        /// Sources: the WWDC 2013 sample `UIImage+ImageEffects` (session 226) blurs `.light` by 30 pt and
        /// `.extraLight` and `.dark` by 20 pt, as the Gaussian's standard deviation (it builds its box blur from
        /// that radius by the SVG specification's formula); `.regular` and `.prominent` take the radius of the
        /// style they look like in the light appearance. Apple publishes no radius for the iOS 13 materials: this
        /// model uses 30 pt, the `.light` recipe's, for all of them. Confidence: approximate.
        package var blurRadius: Double {
            switch self {
            case .extraLight, .dark, .prominent: 20
            default: 30
            }
        }

        /// How much the blurred colours are saturated: 1.8 for every style, the saturation delta of all three
        /// `UIImage+ImageEffects` recipes. Confidence: approximate.
        package var saturation: Double { 1.8 }

        private static func adaptive(_ alpha: Double) -> Color {
            Color(
                light: ColorComponents(rgb: 0xFFFFFF, alpha: alpha), dark: ColorComponents(rgb: 0x1C1C1E, alpha: alpha))
        }
    }
}

/// Vibrancy for content over a blur, as UIKit's `UIVibrancyEffect(blurEffect:)`.
///
/// Differs from UIKit: accepted but not modelled; content in a vibrancy view is drawn as it is.
public final class VibrancyEffect: VisualEffect {
    /// The blur the vibrancy is for.
    public let blurEffect: BlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
    }
}
