/// The kind of device the interface is built for, as `UIUserInterfaceIdiom` (phone and pad only).
public enum UserInterfaceIdiom: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set.
    case unspecified
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
}
