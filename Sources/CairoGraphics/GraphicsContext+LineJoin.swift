extension GraphicsContext {
    /// The shape drawn where two stroked segments meet.
    public enum LineJoin: Equatable, Hashable, Sendable {
        /// A sharp corner, bevelled when it would exceed the miter limit.
        case miter
        /// A rounded corner.
        case round
        /// A corner cut off straight.
        case bevel
    }
}
