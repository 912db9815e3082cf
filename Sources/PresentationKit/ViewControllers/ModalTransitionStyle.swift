/// The animation of a built-in presentation, as `UIModalTransitionStyle`.
public enum ModalTransitionStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// Slides up from the bottom (the default).
    case coverVertical
    /// A 3-D flip from right to left.
    case flipHorizontal
    /// Fades in.
    case crossDissolve
    /// Curls up a corner of the presenter (full-screen presentations only).
    case partialCurl
}
