extension GraphicsPath {
    /// Radii for the four corners of a rounded rectangle, in user-space units
    /// (y grows downwards, so "top" is the smaller y).
    public struct CornerRadii: Equatable, Hashable, Sendable {
        /// Radius of the corner at the minimum x and minimum y.
        public var topLeft: Double
        /// Radius of the corner at the maximum x and minimum y.
        public var topRight: Double
        /// Radius of the corner at the minimum x and maximum y.
        public var bottomLeft: Double
        /// Radius of the corner at the maximum x and maximum y.
        public var bottomRight: Double

        /// Creates radii for each corner individually.
        public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
            self.topLeft = topLeft
            self.topRight = topRight
            self.bottomLeft = bottomLeft
            self.bottomRight = bottomRight
        }

        /// Creates radii with the same value on all four corners.
        public init(all radius: Double) {
            self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
        }

        /// No rounding at all.
        public static let zero = CornerRadii(all: 0)
    }
}
