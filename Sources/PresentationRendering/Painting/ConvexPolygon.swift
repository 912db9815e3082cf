import CairoGraphics
import PresentationKit

/// A convex polygon (corners in order), for the straight-edged regions of curls and perspective strips.
struct ConvexPolygon: Equatable {
    /// The corners, in order around the outline.
    var points: [Point]

    /// The rectangle's corners, clockwise from the top left.
    init(_ rect: Rect) {
        points = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
    }

    init(points: [Point]) {
        self.points = points
    }

    /// Whether nothing is left (fewer than three corners).
    var isEmpty: Bool { points.count < 3 }

    /// The part where `distance(point) >= 0`, for an affine `distance` (one step of Sutherland–Hodgman).
    func keeping(where distance: (Point) -> Double) -> ConvexPolygon {
        guard !points.isEmpty else { return self }
        var kept: [Point] = []
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count]
            let here = distance(point)
            let there = distance(next)
            if here >= 0 { kept.append(point) }
            if (here >= 0) != (there >= 0) {
                let fraction = here / (here - there)
                kept.append(
                    Point(x: point.x + (next.x - point.x) * fraction, y: point.y + (next.y - point.y) * fraction))
            }
        }
        return ConvexPolygon(points: kept)
    }

    /// The polygon with every corner mapped through `transform`.
    func applying(_ transform: AffineTransform) -> ConvexPolygon {
        ConvexPolygon(points: points.map { $0.applying(transform) })
    }

    /// The outline as a closed path.
    var path: GraphicsPath {
        var path = GraphicsPath()
        guard let first = points.first else { return path }
        path.move(toX: first.x, y: first.y)
        for point in points.dropFirst() { path.addLine(toX: point.x, y: point.y) }
        path.closeSubpath()
        return path
    }

    /// The smallest rectangle holding every corner (``Rect/null`` when empty).
    var bounds: Rect {
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
