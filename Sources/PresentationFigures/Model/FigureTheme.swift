import PresentationKit

/// The colours of a figure: its background and the ink and accent of its annotations.
///
/// Restrained on purpose, as Apple's documentation art is: a neutral page, dark or light ink for text, and
/// one accent (pink) for everything measured, so annotations never look like part of the interface.
public enum FigureTheme: String, Hashable, Sendable, CaseIterable {
    /// A white page with near-black ink.
    case light
    /// A near-black page with near-white ink.
    case dark

    /// The page colour.
    public var background: ColorComponents {
        switch self {
        case .light: ColorComponents(rgb: 0xFFFFFF)
        case .dark: ColorComponents(rgb: 0x1C1C1E)
        }
    }

    /// Text: titles, captions, labels, the legend.
    public var ink: ColorComponents {
        switch self {
        case .light: ColorComponents(rgb: 0x1D1D1F)
        case .dark: ColorComponents(rgb: 0xF5F5F7)
        }
    }

    /// Secondary text: decisions, connectors.
    public var secondaryInk: ColorComponents { ink.multiplyingAlpha(by: 0.6) }

    /// Outlines, dimension lines, markers and callouts: systemPink in each appearance (#FF2D55 light, #FF375F
    /// dark).
    public var accent: ColorComponents {
        switch self {
        case .light: ColorComponents(rgb: 0xFF2D55)
        case .dark: ColorComponents(rgb: 0xFF375F)
        }
    }

    /// Text drawn on the accent (callout pills, marker numbers).
    public var onAccent: ColorComponents { ColorComponents(rgb: 0xFFFFFF) }

    /// The tint of a margins overlay: the ink, faint.
    public var marginTint: ColorComponents { ink.multiplyingAlpha(by: 0.14) }

    /// The tint of a safe-area overlay: the accent, faint.
    public var safeAreaTint: ColorComponents { accent.multiplyingAlpha(by: 0.22) }
}
