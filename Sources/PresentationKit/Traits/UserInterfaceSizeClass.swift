/// A coarse description of the space available along one axis, as `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not set: a trait collection that leaves this value to another one.
    case unspecified
    /// Constrained space (an iPhone's width, a phone's height in landscape, narrow iPad multitasking).
    case compact
    /// Expansive space.
    case regular
}
