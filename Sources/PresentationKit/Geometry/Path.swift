import Foundation
import WholeNumbers

/// An outline made of lines and Bézier curves, in a view's coordinates (y down): the value behind Core
/// Graphics' `CGPath` and UIKit's `UIBezierPath` under `import UIKit`.
///
/// Arcs, ellipses and rounded corners are stored as cubic Bézier curves (as Core Graphics stores them), so
/// every affine transform maps a path exactly and the renderer draws what ``contains(_:evenOdd:)`` tests.
///
/// Differs from Core Graphics: rounded corners are circular arcs; UIKit's `UIBezierPath(roundedRect:
/// cornerRadius:)` draws a smoother, continuous corner that is slightly inside a circular one.
public struct Path: Hashable, Sendable, Codable {
    /// One step of a path.
    public enum Element: Hashable, Sendable, Codable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A line back to the start of the subpath, closing it.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// Where the next element starts; `nil` before the first move.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    /// An empty path.
    public init() {}

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// Adds a straight line to `point` (a move when the path has no current point, as Core Graphics).
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil, !elements.isEmpty else { return }
        if case .close = elements.last { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, measured from the
    /// positive x axis towards positive y). `clockwise` is as seen on screen (y down, UIKit's sense): the angle
    /// increases. A line joins the current point to the arc's start; without one the arc starts a subpath.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.x.isFinite, center.y.isFinite
        else { return }
        let radius = abs(radius)
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if sweep > fullTurn { sweep = fullTurn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if sweep < -fullTurn { sweep = -fullTurn }
        }
        let start = Self.point(on: center, radius: radius, angle: startAngle)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int(saturating: (abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let from = Self.point(on: center, radius: radius, angle: angle)
            let to = Self.point(on: center, radius: radius, angle: next)
            addCurve(
                to: to,
                control1: Point(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
                control2: Point(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
            angle = next
        }
    }

    /// Adds `rect` as a closed subpath: its origin, then along the top edge, clockwise on screen.
    public mutating func addRect(_ rect: Rect) {
        let box = rect.standardized
        guard !box.isNull, box.isFinite else { return }
        move(to: Point(x: box.minX, y: box.minY))
        addLine(to: Point(x: box.maxX, y: box.minY))
        addLine(to: Point(x: box.maxX, y: box.maxY))
        addLine(to: Point(x: box.minX, y: box.maxY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath, clockwise on screen from its right end.
    public mutating func addEllipse(in rect: Rect) {
        let box = rect.standardized
        guard !box.isNull, box.isFinite else { return }
        let k = 0.552_284_749_831
        let (rx, ry) = (box.width / 2, box.height / 2)
        let (cx, cy) = (box.midX, box.midY)
        move(to: Point(x: box.maxX, y: cy))
        addCurve(
            to: Point(x: cx, y: box.maxY), control1: Point(x: box.maxX, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: box.maxY))
        addCurve(
            to: Point(x: box.minX, y: cy), control1: Point(x: cx - k * rx, y: box.maxY),
            control2: Point(x: box.minX, y: cy + k * ry))
        addCurve(
            to: Point(x: cx, y: box.minY), control1: Point(x: box.minX, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: box.minY))
        addCurve(
            to: Point(x: box.maxX, y: cy), control1: Point(x: cx + k * rx, y: box.minY),
            control2: Point(x: box.maxX, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds `rect` with the `corners` rounded by elliptical quarter arcs of `cornerSize` (each side clamped to
    /// half the rectangle's), as a closed subpath clockwise on screen from the top-left.
    public mutating func addRoundedRect(_ rect: Rect, cornerSize: Size, corners: CornerMask = .all) {
        let box = rect.standardized
        guard !box.isNull, box.isFinite else { return }
        let rx = min(max(0, cornerSize.width.isFinite ? cornerSize.width : 0), box.width / 2)
        let ry = min(max(0, cornerSize.height.isFinite ? cornerSize.height : 0), box.height / 2)
        let k = 1 - 0.552_284_749_831
        func radii(_ corner: CornerMask) -> (Double, Double) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft)
        let (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight)
        let (blx, bly) = radii(.bottomLeft)
        move(to: Point(x: box.minX + tlx, y: box.minY))
        addLine(to: Point(x: box.maxX - trx, y: box.minY))
        if trx > 0 {
            addCurve(
                to: Point(x: box.maxX, y: box.minY + try_), control1: Point(x: box.maxX - trx * k, y: box.minY),
                control2: Point(x: box.maxX, y: box.minY + try_ * k))
        }
        addLine(to: Point(x: box.maxX, y: box.maxY - bry))
        if brx > 0 {
            addCurve(
                to: Point(x: box.maxX - brx, y: box.maxY), control1: Point(x: box.maxX, y: box.maxY - bry * k),
                control2: Point(x: box.maxX - brx * k, y: box.maxY))
        }
        addLine(to: Point(x: box.minX + blx, y: box.maxY))
        if blx > 0 {
            addCurve(
                to: Point(x: box.minX, y: box.maxY - bly), control1: Point(x: box.minX + blx * k, y: box.maxY),
                control2: Point(x: box.minX, y: box.maxY - bly * k))
        }
        addLine(to: Point(x: box.minX, y: box.minY + tly))
        if tlx > 0 {
            addCurve(
                to: Point(x: box.minX + tlx, y: box.minY), control1: Point(x: box.minX, y: box.minY + tly * k),
                control2: Point(x: box.minX + tlx * k, y: box.minY))
        }
        closeSubpath()
    }

    /// Adds every element of `other` after this path's.
    public mutating func append(_ other: Path) {
        append(contentsOf: other.elements)
    }

    /// Adds `elements` in order, as if each were added by its method (a line with no current point moves).
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements {
            switch element {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                addCurve(to: point, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path with every point mapped through `transform` (exact: the path has only lines and Béziers).
    public func applying(_ transform: AffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var mapped = Path()
        mapped.elements.reserveCapacity(elements.count)
        func map(_ point: Point) -> Point { point.applying(transform) }
        for element in elements {
            switch element {
            case .move(let point): mapped.move(to: map(point))
            case .line(let point): mapped.addLine(to: map(point))
            case .quadCurve(let point, let control): mapped.addQuadCurve(to: map(point), control: map(control))
            case .curve(let point, let control1, let control2):
                mapped.addCurve(to: map(point), control1: map(control1), control2: map(control2))
            case .close: mapped.closeSubpath()
            }
        }
        return mapped
    }

    // MARK: - Measuring

    /// The smallest rectangle holding every point of the path, control points included, as Core Graphics'
    /// `boundingBox` and UIKit's `bounds`; `Rect.null` for an empty path.
    public var boundingBox: Rect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func include(_ point: Point) {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(point)
            case .quadCurve(let point, let control):
                include(point)
                include(control)
            case .curve(let point, let control1, let control2):
                include(point)
                include(control1)
                include(control2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled path (open subpaths count as closed), by the non-zero winding rule
    /// or, with `evenOdd`, the even-odd rule, as Core Graphics' `contains(_:using:)`.
    public func contains(_ point: Point, evenOdd: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons() where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, Self.cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self.cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The subpaths with their curves flattened into short lines.
    private func polygons() -> [[Point]] {
        flattenedSubpaths().map(\.points)
    }

    /// The subpaths with their curves flattened into `steps` lines each, and whether each was closed.
    func flattenedSubpaths(steps: Int = 16) -> [(points: [Point], isClosed: Bool)] {
        var result: [(points: [Point], isClosed: Bool)] = []
        var current: [Point] = []
        for element in elements {
            switch element {
            case .move(let point):
                if !current.isEmpty { result.append((current, false)) }
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let point, let control):
                guard let start = current.last else { continue }
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    current.append(
                        Point(
                            x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
                            y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
                }
            case .curve(let point, let control1, let control2):
                guard let start = current.last else { continue }
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(
                        Point(
                            x: a * start.x + b * control1.x + c * control2.x + d * point.x,
                            y: a * start.y + b * control1.y + c * control2.y + d * point.y))
                }
            case .close:
                if !current.isEmpty { result.append((current, true)) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { result.append((current, false)) }
        return result
    }

    private static func cross(_ a: Point, _ b: Point, _ point: Point) -> Double {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }

    private static func point(on center: Point, radius: Double, angle: Double) -> Point {
        Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
