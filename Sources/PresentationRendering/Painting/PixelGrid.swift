import PresentationKit

/// The device-pixel grid of one rendering, in window points: where axis-aligned edges are snapped so
/// that they come out crisp and identical from run to run.
struct PixelGrid {
    /// Pixels per point.
    let scale: Double

    /// `value` moved to the nearest pixel boundary.
    func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// `point` moved to the nearest pixel corner.
    func snap(_ point: Point) -> Point {
        Point(x: snap(point.x), y: snap(point.y))
    }

    /// `rect` with each edge on the nearest pixel boundary; a non-empty side keeps at least one pixel, so
    /// hairlines never vanish.
    func snap(_ rect: Rect) -> Rect {
        let (minX, maxX) = snapSpan(rect.minX, rect.maxX)
        let (minY, maxY) = snapSpan(rect.minY, rect.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle on pixel boundaries that contains `rect`.
    func snapOutward(_ rect: Rect) -> Rect {
        let minX = (rect.minX * scale).rounded(.down) / scale
        let maxX = (rect.maxX * scale).rounded(.up) / scale
        let minY = (rect.minY * scale).rounded(.down) / scale
        let maxY = (rect.maxY * scale).rounded(.up) / scale
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private func snapSpan(_ low: Double, _ high: Double) -> (Double, Double) {
        let start = snap(low)
        let end = snap(high)
        guard end <= start, high > low else { return (start, end) }
        return (start, start + 1 / scale)
    }
}
