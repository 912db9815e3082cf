/// Builds the outline of a rectangle with independently rounded corners.
///
/// Radii are first sanitised (negative or non-finite become 0) and scaled down
/// uniformly, CSS-style, until the two radii on every side fit on that side; a
/// radius of half the shorter side therefore yields a capsule. For continuous
/// corners each corner may use at most its proportional share of each adjacent
/// side; when the full 1.528 × radius ramp does not fit, the corner is blended
/// towards a circular one (see ``CornerCurve``).
struct RoundedRectangleOutline {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let radii: GraphicsPath.CornerRadii
    let style: GraphicsPath.CornerStyle

    /// Normalises a possibly negative-size rectangle and fits the radii to it.
    init(
        x: Double, y: Double, width: Double, height: Double, radii: GraphicsPath.CornerRadii,
        style: GraphicsPath.CornerStyle
    ) {
        minX = min(x, x + width)
        minY = min(y, y + height)
        maxX = max(x, x + width)
        maxY = max(y, y + height)
        self.style = style
        self.radii = Self.fitted(radii, width: abs(width), height: abs(height))
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    /// Appends the closed outline, clockwise on screen, starting after the top-left corner.
    func append(to path: inout GraphicsPath) {
        let corners = [topRight, bottomRight, bottomLeft, topLeft]
        let topLeftEnd = topLeft.map { (x: minX + $0.extent, y: minY) } ?? (x: minX, y: minY)
        path.move(toX: topLeftEnd.x, y: topLeftEnd.y)
        let sharpPoints = [(maxX, minY), (maxX, maxY), (minX, maxY), (minX, minY)]
        for (corner, sharp) in zip(corners, sharpPoints) {
            guard let corner else {
                path.addLine(toX: sharp.0, y: sharp.1)
                continue
            }
            path.addLine(toX: corner.startPoint.x, y: corner.startPoint.y)
            corner.append(to: &path)
        }
        path.closeSubpath()
    }

    private var topLeft: CornerCurve? {
        curve(
            x: minX, y: minY, incoming: (0, 1), outgoing: (1, 0), radius: radii.topLeft,
            horizontalNeighbour: radii.topRight, verticalNeighbour: radii.bottomLeft)
    }

    private var topRight: CornerCurve? {
        curve(
            x: maxX, y: minY, incoming: (-1, 0), outgoing: (0, 1), radius: radii.topRight,
            horizontalNeighbour: radii.topLeft, verticalNeighbour: radii.bottomRight)
    }

    private var bottomRight: CornerCurve? {
        curve(
            x: maxX, y: maxY, incoming: (0, -1), outgoing: (-1, 0), radius: radii.bottomRight,
            horizontalNeighbour: radii.bottomLeft, verticalNeighbour: radii.topRight)
    }

    private var bottomLeft: CornerCurve? {
        curve(
            x: minX, y: maxY, incoming: (1, 0), outgoing: (0, -1), radius: radii.bottomLeft,
            horizontalNeighbour: radii.bottomRight, verticalNeighbour: radii.topLeft)
    }

    private func curve(
        x: Double, y: Double, incoming: (Double, Double), outgoing: (Double, Double), radius: Double,
        horizontalNeighbour: Double, verticalNeighbour: Double
    ) -> CornerCurve? {
        guard radius > 0 else { return nil }
        let smoothing =
            style == .continuous
            ? continuousSmoothing(
                radius: radius, horizontalNeighbour: horizontalNeighbour, verticalNeighbour: verticalNeighbour)
            : 0
        return CornerCurve(
            cornerX: x, cornerY: y, incoming: incoming, outgoing: outgoing, radius: radius, smoothing: smoothing)
    }

    /// How much of the continuous ramp fits, 0 (none: circular) ... 1 (all of it).
    private func continuousSmoothing(radius: Double, horizontalNeighbour: Double, verticalNeighbour: Double) -> Double {
        let horizontalRoom = width * radius / (radius + horizontalNeighbour)
        let verticalRoom = height * radius / (radius + verticalNeighbour)
        let room = min(horizontalRoom, verticalRoom)
        let fraction = (room / radius - 1) / (CornerCurve.continuousExtentFactor - 1)
        return min(max(fraction, 0), 1)
    }

    private static func fitted(_ radii: GraphicsPath.CornerRadii, width: Double, height: Double)
        -> GraphicsPath.CornerRadii
    {
        let clean = GraphicsPath.CornerRadii(
            topLeft: sanitised(radii.topLeft), topRight: sanitised(radii.topRight),
            bottomLeft: sanitised(radii.bottomLeft), bottomRight: sanitised(radii.bottomRight)
        )
        let factor = [
            ratio(width, clean.topLeft + clean.topRight),
            ratio(width, clean.bottomLeft + clean.bottomRight),
            ratio(height, clean.topLeft + clean.bottomLeft),
            ratio(height, clean.topRight + clean.bottomRight),
        ].reduce(1, min)
        return GraphicsPath.CornerRadii(
            topLeft: clean.topLeft * factor, topRight: clean.topRight * factor,
            bottomLeft: clean.bottomLeft * factor, bottomRight: clean.bottomRight * factor
        )
    }

    private static func sanitised(_ radius: Double) -> Double {
        radius.isFinite && radius > 0 ? radius : 0
    }

    private static func ratio(_ side: Double, _ radiusSum: Double) -> Double {
        radiusSum > 0 ? side / radiusSum : 1
    }
}
