extension GraphicsContext {
    /// Where a line of text sits relative to its anchor point.
    public enum TextAlignment: Equatable, Hashable, Sendable {
        /// The text starts at the anchor.
        case left
        /// The text is centred on the anchor.
        case center
        /// The text ends at the anchor.
        case right
    }
}
