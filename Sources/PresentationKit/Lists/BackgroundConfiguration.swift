import Foundation

/// A list row's background as a value, as UIKit's `UIBackgroundConfiguration`: a colour, corner radius,
/// stroke and insets, or a custom view. Cells start from the factory that matches their list's style.
public struct BackgroundConfiguration: Hashable {
    /// A view drawn behind the colour, filling the background.
    public var customView: View?
    /// The background's corner radius.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the cell's edges.
    public var backgroundInsets: DirectionalEdgeInsets = .zero
    /// The fill colour (`nil`: none).
    public var backgroundColor: Color?
    /// The stroke colour (`nil`: none).
    public var strokeColor: Color?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background.
    public var strokeOutset: CGFloat = 0

    /// A background that draws nothing.
    public static func clear() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .clear)
    }

    /// A plain list cell's background: the system background colour.
    public static func listPlainCell() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// A grouped list cell's background: the secondary grouped background colour (white on the grey page in
    /// light mode, dark grey on black in dark mode).
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }

    /// A plain list header's or footer's background: the system background colour.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .systemBackground)
    }

    /// A grouped list header's or footer's background: clear, over the grouped page colour.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        clear()
    }

    /// The configuration for a cell in `state`: selected or highlighted cells take the system's selection
    /// grey (`systemGray4`), as UIKit's list cells do.
    public func updated(for state: ConfigurationState) -> BackgroundConfiguration {
        guard let cell = state as? CellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var configuration = self
        configuration.backgroundColor = .systemGray4
        return configuration
    }

    /// The fill colour drawn: ``backgroundColor``, or clear.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color { backgroundColor ?? .clear }

    /// The stroke colour drawn: ``strokeColor``, or clear.
    public func resolvedStrokeColor(for tintColor: Color) -> Color { strokeColor ?? .clear }
}
