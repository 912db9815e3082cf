extension GraphicsContext {
    /// A blurred drop shadow described the way `CALayer` describes one.
    public struct DropShadow: Equatable, Hashable, Sendable {
        /// Shadow colour (its own alpha is multiplied by ``opacity``).
        public var color: RGBAColor
        /// Overall shadow opacity, 0...1 (`CALayer.shadowOpacity`).
        public var opacity: Double
        /// Horizontal offset in user-space units (`shadowOffset.width`).
        public var offsetX: Double
        /// Vertical offset in user-space units (`shadowOffset.height`).
        public var offsetY: Double
        /// Blur radius in user-space units (`CALayer.shadowRadius`). The blur is a
        /// Gaussian of standard deviation radius / 2, approximated by three box blurs.
        public var radius: Double

        /// Creates a shadow description.
        public init(
            color: RGBAColor = .black, opacity: Double, offsetX: Double = 0, offsetY: Double = 0, radius: Double
        ) {
            self.color = color
            self.opacity = opacity
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.radius = radius
        }
    }
}
