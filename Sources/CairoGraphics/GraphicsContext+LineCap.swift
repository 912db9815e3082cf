extension GraphicsContext {
    /// The shape drawn at the open ends of stroked lines.
    public enum LineCap: Equatable, Hashable, Sendable {
        /// The stroke stops exactly at the end point.
        case butt
        /// A half circle centred on the end point.
        case round
        /// A half square extending past the end point.
        case square
    }
}
