/// A resolution-independent outline built from straight lines, cubic Bézier
/// curves and circular arcs.
///
/// A path is a plain value: build it once and fill, stroke, clip or shadow it
/// on any ``GraphicsContext``. Coordinates are in the context's user space.
public struct GraphicsPath: Equatable, Sendable {
    /// The recorded drawing commands, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at (`x`, `y`).
    public mutating func move(toX x: Double, y: Double) {
        elements.append(.move(x: x, y: y))
    }

    /// Adds a straight segment from the current point to (`x`, `y`).
    public mutating func addLine(toX x: Double, y: Double) {
        elements.append(.line(x: x, y: y))
    }

    /// Adds a cubic Bézier segment ending at (`x`, `y`) with control points
    /// (`control1X`, `control1Y`) and (`control2X`, `control2Y`).
    public mutating func addCurve(
        toX x: Double, y: Double,
        control1X: Double, control1Y: Double,
        control2X: Double, control2Y: Double
    ) {
        elements.append(
            .curve(
                control1X: control1X, control1Y: control1Y,
                control2X: control2X, control2Y: control2Y,
                x: x, y: y
            ))
    }

    /// Adds a circular arc around (`centerX`, `centerY`) from `startAngle` to
    /// `endAngle` (radians; 0 points along +x, positive angles turn towards +y).
    /// A line joins the current point to the arc's start, if there is one.
    public mutating func addArc(
        centerX: Double, centerY: Double, radius: Double,
        startAngle: Double, endAngle: Double, clockwise: Bool = true
    ) {
        elements.append(
            .arc(
                centerX: centerX, centerY: centerY, radius: radius,
                startAngle: startAngle, endAngle: endAngle, clockwise: clockwise
            ))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        elements.append(.close)
    }

    /// Adds a closed axis-aligned rectangle.
    public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
        move(toX: x, y: y)
        addLine(toX: x + width, y: y)
        addLine(toX: x + width, y: y + height)
        addLine(toX: x, y: y + height)
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in the given rectangle.
    public mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        elements.append(.ellipse(x: x, y: y, width: width, height: height))
    }

    /// Appends every element of `other`.
    public mutating func append(_ other: GraphicsPath) {
        elements.append(contentsOf: other.elements)
    }
}

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
        case arc(
            centerX: Double, centerY: Double, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// A closed ellipse inscribed in a rectangle.
        case ellipse(x: Double, y: Double, width: Double, height: Double)
        /// Close the current subpath.
        case close
    }
}
