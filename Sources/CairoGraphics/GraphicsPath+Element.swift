extension GraphicsPath {
    /// One drawing command of a ``GraphicsPath``.
    public enum Element: Equatable, Sendable {
        /// Start a new subpath at a point.
        case move(x: Double, y: Double)
        /// Straight segment to a point.
        case line(x: Double, y: Double)
        /// Cubic Bézier segment with two control points, ending at (x, y).
        case curve(control1X: Double, control1Y: Double, control2X: Double, control2Y: Double, x: Double, y: Double)
        /// Circular arc; `clockwise` follows the y-down screen convention (increasing angle).
        case arc(centerX: Double, centerY: Double, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// A closed ellipse inscribed in a rectangle.
        case ellipse(x: Double, y: Double, width: Double, height: Double)
        /// Close the current subpath.
        case close
    }
}
