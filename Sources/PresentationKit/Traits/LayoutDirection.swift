/// The direction in which text and leading/trailing layout run, as `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set.
    case unspecified
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}
