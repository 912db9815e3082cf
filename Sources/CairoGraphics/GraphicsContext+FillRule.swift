extension GraphicsContext {
    /// Decides which regions of a self-intersecting or nested path are inside.
    public enum FillRule: Equatable, Hashable, Sendable {
        /// Inside where the path's winding number is non-zero.
        case winding
        /// Inside where a ray crosses the path an odd number of times.
        case evenOdd
    }
}
