import PresentationKit

/// The `custom:` block of a `present` action: the settings of the custom presentation a scene shows for
/// `style: custom` (the action's own style or an `adaptive:` rule's), the "half modal" of PSPDFKit's
/// article on presentation controllers. It presents through ``SceneCustomPresentationController``.
public struct SceneCustomPresentation: Hashable, Sendable {
    /// How tall the presented view's content is.
    public enum Height: Hashable, Sendable {
        /// A height in points (`height: 320`).
        case points(Double)
        /// A fraction 0…1 of the container's height between its top and bottom safe-area insets
        /// (`height: {fraction: 0.5}`), rounded to whole points.
        case fraction(Double)

        /// The content height for a safe-area height of `safeHeight` points, at most `safeHeight`.
        func points(inSafeHeight safeHeight: Double) -> Double {
            switch self {
            case .points(let points): min(points, safeHeight)
            case .fraction(let fraction): (safeHeight * fraction).rounded()
            }
        }
    }

    /// The name the decision trace shows for the presentation (`custom` when the file gives none).
    public var name: String
    /// The content height, above the bottom safe-area inset (the view extends into the inset).
    public var height: Height
    /// Whether a dimming view darkens the presenting content, as behind a sheet.
    public var dimming: Bool
    /// Whether touches outside the presented view reach the presenting controller's view.
    public var passthrough: Bool
    /// The radius of the top corners (`nil`: a sheet's corner radius for the window's era).
    public var cornerRadius: Double?

    /// Creates settings; the defaults are the article's half modal: half the safe height, undimmed, with
    /// touches passing through to the content above it.
    public init(
        name: String = "custom", height: Height = .fraction(0.5), dimming: Bool = false, passthrough: Bool = true,
        cornerRadius: Double? = nil
    ) {
        self.name = name
        self.height = height
        self.dimming = dimming
        self.passthrough = passthrough
        self.cornerRadius = cornerRadius
    }
}
