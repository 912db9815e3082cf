import CairoGraphics
import PresentationKit

extension ColorComponents {
    /// The same colour for the graphics layer, with its alpha multiplied by `opacity`.
    package func graphicsColor(opacity: Double = 1) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// Whether drawing this colour at `opacity` would change any pixel.
    func isVisible(opacity: Double = 1) -> Bool {
        alpha * opacity >= Self.visibilityThreshold
    }

    /// Alphas below half of one 8-bit level round to nothing.
    static let visibilityThreshold = 0.5 / 255
}
