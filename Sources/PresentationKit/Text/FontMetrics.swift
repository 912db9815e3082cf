import Foundation

/// Scales fonts for the user's Dynamic Type size, as `UIFontMetrics`. The size here is always the
/// default (Large), so scaling returns the font unchanged.
public final class FontMetrics: Sendable {
    /// The metrics of the body style, as `UIFontMetrics.default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The text style whose scaling curve applies.
    public let textStyle: Font.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current Dynamic Type size: `font` itself at the default size.
    public func scaledFont(for font: Font) -> Font {
        font
    }

    /// `value` scaled for the current Dynamic Type size: `value` itself at the default size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value
    }
}
