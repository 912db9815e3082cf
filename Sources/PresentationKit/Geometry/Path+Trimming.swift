extension Path {
    /// The part of the path between fractions `start` and `end` (0…1) of its length, as open lines: what a
    /// shape layer strokes with `strokeStart` and `strokeEnd`. A closed subpath's closing line counts in the
    /// length, as in Core Animation. Curves are measured on a fine polyline, so the cut ends are exact to a
    /// fraction of a point.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let polylines = flattenedSubpaths(steps: 64).map { $0.isClosed ? $0.points + $0.points.prefix(1) : $0.points }
        let total = polylines.reduce(0) { $0 + Self.length(of: $1) }
        guard total > 0, end > start else { return Path() }
        let from = start * total
        let to = end * total
        var result = Path()
        var travelled = 0.0
        for line in polylines {
            var isDrawing = false
            for index in line.indices.dropLast() {
                let a = line[index]
                let b = line[index + 1]
                let length = Self.distance(a, b)
                defer { travelled += length }
                guard length > 0, travelled + length > from, travelled < to else { continue }
                let first = Self.point(between: a, and: b, at: (max(from, travelled) - travelled) / length)
                let last = Self.point(between: a, and: b, at: (min(to, travelled + length) - travelled) / length)
                if !isDrawing { result.move(to: first) }
                isDrawing = true
                result.addLine(to: last)
            }
        }
        return result
    }

    private static func length(of line: [Point]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private static func point(between a: Point, and b: Point, at fraction: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
    }
}

extension Path {
    /// The path a fraction `progress` of the way from `start` to `end`, point by point, as Core Animation
    /// animates a shape layer's path; `nil` when the two do not have the same kinds of elements in the same
    /// order.
    static func blend(_ start: Path, _ end: Path, progress: Double) -> Path? {
        guard start.elements.count == end.elements.count else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point {
            Point(x: a.x + (b.x - a.x) * progress, y: a.y + (b.y - a.y) * progress)
        }
        var result = Path()
        for (a, b) in zip(start.elements, end.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): result.move(to: mix(p, q))
            case (.line(let p), .line(let q)): result.addLine(to: mix(p, q))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                result.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                result.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.close, .close): result.closeSubpath()
            default: return nil
            }
        }
        return result
    }
}
