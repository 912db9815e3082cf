extension GraphicsPath {
    /// The curve used to round one corner of a rectangle.
    public enum CornerStyle: Equatable, Hashable, Sendable {
        /// A quarter circle of the corner's radius (`CALayerCornerCurve.circular`).
        case circular
        /// Apple's continuous "squircle" curve (`CALayerCornerCurve.continuous`):
        /// curvature ramps up gradually, starting about 1.528 × radius from the corner.
        case continuous
    }
}
