import PresentationKit
import WholeNumbers

/// Where the parts of a panel's annotations go so that none covers its subject or any text (the figures' rule,
/// see ``FigureObstacles``): markers in free space on the view they mark, and a dimension's pill beside its line,
/// past an end, or further along with a leader.
struct AnnotationPlacement {
    let panel: PlacedPanel
    let obstacles: FigureObstacles

    /// The side of a marker disc with its ring and a little air, in figure points.
    static let markerSide = 2 * FigureTypography.markerRadius + 6

    /// Where a marker sits on a view (figure points): the first free spot in reading order from its top-left
    /// corner, clear of text, symbols, the grabber, the system bars and other presentations; on its left or right
    /// edge, half over the bezel, when no spot inside is free (a dimming view showing as a thin strip around a
    /// sheet); its top-left corner when neither is.
    func markerCenter(on frame: Rect) -> Point {
        let side = Self.markerSide / panel.zoom
        let area = frame.insetBy(dx: 6 / panel.zoom, dy: 6 / panel.zoom)
        if let spot = obstacles.freeSpot(in: area, side: side, step: 6 / panel.zoom, subject: frame) {
            return panel.figurePoint(spot)
        }
        let edges = [Point(x: frame.minX, y: frame.midY), Point(x: frame.maxX, y: frame.midY)]
        let onEdge = edges.first { center in
            obstacles.isFree(Self.square(center, side: side), markingInside: frame)
        }
        if let onEdge { return panel.figurePoint(onEdge) }
        let box = panel.figureRect(frame)
        let inset = min(FigureTypography.markerRadius + 8, box.width / 2, box.height / 2)
        return Point(x: box.minX + inset, y: box.minY + inset)
    }

    /// Where the pill of a dimension line (figure points) `width` wide goes: beside the line's middle (on the
    /// side with more of the screen, then the other), past either end, or, when all of those cover text, further
    /// along the line's direction with a leader from its end (`leaderStart`).
    func pill(beside line: (start: Point, end: Point), width: Double) -> (center: Point, leaderStart: Point?) {
        let candidates = pillCandidates(beside: line, width: width)
        let isFree = { (center: Point) in obstacles.isFree(panel.windowRect(pillBox(center, width: width))) }
        if let free = candidates.first(where: isFree) { return (free, nil) }
        let isVertical = line.start.x == line.end.x
        let anchor =
            isVertical
            ? (line.start.y > line.end.y ? line.start : line.end) : (line.start.x > line.end.x ? line.start : line.end)
        let aside = width / 2 + 10
        var further: [Point] = []
        for distance in stride(from: 4.0, through: 120, by: 4) {
            for sideways: Double in [-aside, aside, 0] {
                further.append(
                    isVertical
                        ? Point(x: anchor.x + sideways, y: anchor.y + distance)
                        : Point(x: anchor.x + aside + distance, y: anchor.y + sideways / 2))
            }
        }
        let isReachable = { (center: Point) in isFree(center) && leaderIsClear(from: anchor, to: center) }
        guard let spot = further.first(where: isReachable) else { return (candidates[0], nil) }
        return (spot, anchor)
    }

    /// Whether a leader from `start` to `end` (figure points) crosses no mark, sampled every figure point.
    func leaderIsClear(from start: Point, to end: Point) -> Bool {
        let length = max(abs(end.x - start.x), abs(end.y - start.y))
        let steps = max(1, Int(saturating: length.rounded(.up)))
        return (1..<steps).allSatisfy { step in
            let fraction = Double(step) / Double(steps)
            let point = Point(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            return obstacles.isFree(panel.windowRect(Self.square(point, side: 1)))
        }
    }

    /// The pill's box around `center`.
    func pillBox(_ center: Point, width: Double) -> Rect {
        Rect(
            x: center.x - width / 2, y: center.y - FigureTypography.pillHeight / 2, width: width,
            height: FigureTypography.pillHeight)
    }

    private func pillCandidates(beside line: (start: Point, end: Point), width: Double) -> [Point] {
        let middle = Point(x: (line.start.x + line.end.x) / 2, y: (line.start.y + line.end.y) / 2)
        let half = (width: width / 2, height: FigureTypography.pillHeight / 2)
        if line.start.x == line.end.x {
            let side = middle.x > panel.windowFrame.midX ? -1.0 : 1.0
            return [
                Point(x: middle.x + side * (half.width + 8), y: middle.y),
                Point(x: middle.x - side * (half.width + 8), y: middle.y),
                Point(x: middle.x, y: max(line.start.y, line.end.y) + half.height + 8),
                Point(x: middle.x, y: min(line.start.y, line.end.y) - half.height - 8),
            ]
        }
        return [
            Point(x: middle.x, y: middle.y - half.height - 6), Point(x: middle.x, y: middle.y + half.height + 6),
            Point(x: max(line.start.x, line.end.x) + half.width + 8, y: middle.y),
            Point(x: min(line.start.x, line.end.x) - half.width - 8, y: middle.y),
        ]
    }

    private static func square(_ center: Point, side: Double) -> Rect {
        Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }
}
