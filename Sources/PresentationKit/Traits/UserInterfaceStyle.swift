/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set.
    case unspecified
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}
