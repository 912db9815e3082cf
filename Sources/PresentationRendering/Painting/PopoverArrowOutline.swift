import CairoGraphics
import PresentationKit

/// The arrow of a popover bubble, shaped like UIKit's: sides that flare smoothly into the body and a
/// slightly rounded tip.
///
/// The outline turns the same way as the body's rounded rectangle, so filling both as one path with the
/// winding rule gives their union with no seam. Its base stays on the straight part of the body edge
/// (narrowing on the side that would reach into a rounded corner) and dips a little into the body.
struct PopoverArrowOutline {
    /// Half the width of the rounded tip, and how far below the apex it starts.
    private static let tipHalfWidth = 2.5, tipDrop = 1.0
    /// How far the base dips into the body.
    private static let overlap = 1.0

    /// The arrow's frame: `origin` is the base midpoint, `along` points along the base (turning like the
    /// body outline) and `up` towards the tip.
    private let origin: Point, along: Point, up: Point
    private let height: Double
    /// Half-widths of the base behind and ahead of the origin along `along`.
    private let behind: Double, ahead: Double

    /// The arrow `[base, tip, base]` on a body of `body` with corners of `cornerRadius`, or `nil` when
    /// the points do not describe an arrow.
    init?(arrow: [Point], body: Rect, cornerRadius: Double) {
        guard arrow.count == 3 else { return nil }
        origin = Point(x: (arrow[0].x + arrow[2].x) / 2, y: (arrow[0].y + arrow[2].y) / 2)
        let rawAlong = Self.unit(from: arrow[0], to: arrow[2])
        let towardTip = Self.unit(from: origin, to: arrow[1])
        height = Self.distance(origin, arrow[1])
        let halfWidth = Self.distance(arrow[0], arrow[2]) / 2
        guard height > 0, halfWidth > 0 else { return nil }
        let turnsLikeBody = rawAlong.x * towardTip.y - rawAlong.y * towardTip.x < 0
        along = turnsLikeBody ? rawAlong : Point(x: -rawAlong.x, y: -rawAlong.y)
        up = towardTip
        let room = Self.room(around: origin, along: along, body: body, cornerRadius: cornerRadius)
        behind = max(Self.tipHalfWidth, min(halfWidth, room.behind))
        ahead = max(Self.tipHalfWidth, min(halfWidth, room.ahead))
    }

    /// The closed outline, mapped to window points by `geometry`.
    func path(geometry: NodeGeometry) -> GraphicsPath {
        let tip = Self.tipHalfWidth
        let apex = height - Self.tipDrop
        var path = GraphicsPath()
        move(&path, -behind, -Self.overlap, geometry)
        line(&path, -behind, 0, geometry)
        flank(&path, from: (-behind, 0), to: (-tip, apex), geometry)
        curve(&path, (-tip * 0.45, height), (tip * 0.45, height), (tip, apex), geometry)
        flank(&path, from: (tip, apex), to: (ahead, 0), geometry)
        line(&path, ahead, -Self.overlap, geometry)
        path.closeSubpath()
        return path
    }

    /// A side: leaves (or reaches) the base tangentially, meets the tip in a straight approach.
    private func flank(
        _ path: inout GraphicsPath, from start: (Double, Double), to end: (Double, Double),
        _ geometry: NodeGeometry
    ) {
        let leavesBase = start.1 == 0
        let base = leavesBase ? start : end
        let shoulder = leavesBase ? end : start
        let baseControl = (base.0 + (shoulder.0 - base.0) * 0.25, 0.0)
        let shoulderControl = (shoulder.0 - (shoulder.0 - base.0) * 0.3, shoulder.1 * 0.7)
        let (first, second) = leavesBase ? (baseControl, shoulderControl) : (shoulderControl, baseControl)
        curve(&path, first, second, end, geometry)
    }

    private func map(_ u: Double, _ v: Double, _ geometry: NodeGeometry) -> Point {
        geometry.point(Point(x: origin.x + along.x * u + up.x * v, y: origin.y + along.y * u + up.y * v))
    }

    private func move(_ path: inout GraphicsPath, _ u: Double, _ v: Double, _ geometry: NodeGeometry) {
        let point = map(u, v, geometry)
        path.move(toX: point.x, y: point.y)
    }

    private func line(_ path: inout GraphicsPath, _ u: Double, _ v: Double, _ geometry: NodeGeometry) {
        let point = map(u, v, geometry)
        path.addLine(toX: point.x, y: point.y)
    }

    private func curve(
        _ path: inout GraphicsPath, _ first: (Double, Double), _ second: (Double, Double),
        _ end: (Double, Double), _ geometry: NodeGeometry
    ) {
        let c1 = map(first.0, first.1, geometry)
        let c2 = map(second.0, second.1, geometry)
        let to = map(end.0, end.1, geometry)
        path.addCurve(toX: to.x, y: to.y, control1X: c1.x, control1Y: c1.y, control2X: c2.x, control2Y: c2.y)
    }

    /// How far the straight part of the body edge reaches behind and ahead of `origin`.
    private static func room(
        around origin: Point, along: Point, body: Rect,
        cornerRadius: Double
    ) -> (behind: Double, ahead: Double) {
        let horizontal = abs(along.x) >= abs(along.y)
        let position = horizontal ? origin.x : origin.y
        let direction = horizontal ? along.x : along.y
        let low = (horizontal ? body.minX : body.minY) + cornerRadius
        let high = (horizontal ? body.maxX : body.maxY) - cornerRadius
        return direction >= 0 ? (position - low, high - position) : (high - position, position - low)
    }

    private static func unit(from start: Point, to end: Point) -> Point {
        let length = distance(start, end)
        return length > 0 ? Point(x: (end.x - start.x) / length, y: (end.y - start.y) / length) : .zero
    }

    private static func distance(_ first: Point, _ second: Point) -> Double {
        ((second.x - first.x) * (second.x - first.x) + (second.y - first.y) * (second.y - first.y)).squareRoot()
    }
}
