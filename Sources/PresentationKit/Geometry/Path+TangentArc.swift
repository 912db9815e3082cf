import Foundation

extension Path {
    /// Adds a line from the current point towards `tangent1End`, rounded into the line from `tangent1End` to
    /// `tangent2End` by a circular arc of `radius` tangent to both (Core Graphics' `addArc(tangent1End:
    /// tangent2End:radius:)`, the rounded corner of a tooltip or balloon). Without a current point, or when the
    /// three points are in a line or the radius is 0, it adds a line to `tangent1End`, as Core Graphics does.
    public mutating func addArc(tangent1End corner: Point, tangent2End end: Point, radius: Double) {
        guard let start = currentPoint else { return move(to: corner) }
        let toStart = Self.unit(from: corner, to: start)
        let toEnd = Self.unit(from: corner, to: end)
        guard let toStart, let toEnd, radius > 0, radius.isFinite else { return addLine(to: corner) }
        let cosine = max(-1, min(1, toStart.x * toEnd.x + toStart.y * toEnd.y))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < Double.pi - 1e-9 else { return addLine(to: corner) }
        let reach = radius / tan(angle / 2)
        let first = Point(x: corner.x + toStart.x * reach, y: corner.y + toStart.y * reach)
        let second = Point(x: corner.x + toEnd.x * reach, y: corner.y + toEnd.y * reach)
        let bisector = Self.unit(from: .zero, to: Point(x: toStart.x + toEnd.x, y: toStart.y + toEnd.y)) ?? toStart
        let distance = radius / sin(angle / 2)
        let center = Point(x: corner.x + bisector.x * distance, y: corner.y + bisector.y * distance)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        let endAngle = atan2(second.y - center.y, second.x - center.x)
        var sweep = endAngle - startAngle
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: sweep > 0)
    }

    /// The unit vector from `a` towards `b`; `nil` when they coincide.
    private static func unit(from a: Point, to b: Point) -> Point? {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 1e-12 ? Point(x: dx / length, y: dy / length) : nil
    }
}
