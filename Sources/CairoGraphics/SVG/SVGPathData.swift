import Foundation
import WholeNumbers

/// Turns a ``GraphicsPath`` into SVG path data (the `d` attribute) that traces the outline cairo builds
/// from the same elements (see `CairoPathReplayer`).
///
/// cairo's conventions carry over: a line or curve without a current point starts a subpath (a curve at its
/// first control point); an arc is joined to the current point by a line and, like `cairo_arc`, turns the
/// positive (clockwise on screen) way until its end angle, or the other way for `cairo_arc_negative`; an
/// ellipse is a closed subpath of its own starting at its rightmost point.
struct SVGPathData {
    private(set) var text = ""
    private var hasCurrentPoint = false

    /// The path data of `path`.
    static func of(_ path: GraphicsPath) -> String {
        var data = SVGPathData()
        for element in path.elements { data.add(element) }
        return data.text
    }

    private mutating func add(_ element: GraphicsPath.Element) {
        switch element {
        case .move(let x, let y):
            command("M", x, y)
        case .line(let x, let y):
            command(hasCurrentPoint ? "L" : "M", x, y)
        case .curve(let x1, let y1, let x2, let y2, let x, let y):
            if !hasCurrentPoint { command("M", x1, y1) }
            command("C", x1, y1, x2, y2, x, y)
        case .arc(let centerX, let centerY, let radius, let start, let end, let clockwise):
            addArc(centerX: centerX, centerY: centerY, radius: radius, from: start, to: end, clockwise: clockwise)
        case .ellipse(let x, let y, let width, let height):
            addEllipse(x: x, y: y, width: width, height: height)
        case .close:
            guard hasCurrentPoint else { return }
            text += "Z"
        }
    }

    /// Appends a command letter and its numbers, and marks that a current point exists.
    private mutating func command(_ letter: String, _ numbers: Double...) {
        text += letter + SVGNumber.list(numbers)
        hasCurrentPoint = true
    }

    private mutating func addArc(
        centerX: Double, centerY: Double, radius: Double, from start: Double, to end: Double, clockwise: Bool
    ) {
        let sweep = Self.sweep(from: start, to: end, clockwise: clockwise)
        let point = { (angle: Double) in (centerX + radius * cos(angle), centerY + radius * sin(angle)) }
        let first = point(start)
        command(hasCurrentPoint ? "L" : "M", first.0, first.1)
        guard radius > 0, sweep != 0 else { return }
        // Quarter turns at most, so every segment's large-arc flag is 0 and none is a full circle.
        let segments = Int(saturating: (abs(sweep) / (Double.pi / 2)).rounded(.up))
        for index in 1...segments {
            let next = point(start + sweep * Double(index) / Double(segments))
            command("A", radius, radius, 0, 0, clockwise ? 1 : 0, next.0, next.1)
        }
    }

    /// The signed angle an arc turns through, normalised as cairo does: the end is moved by whole turns
    /// until it lies on the arc's side of the start, and whole turns beyond two are dropped.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        guard start.isFinite, end.isFinite else { return 0 }
        let turn = 2 * Double.pi
        let forward = clockwise ? end - start : start - end
        let unwound = forward < 0 ? forward + turn * (-forward / turn).rounded(.up) : forward
        let limited = unwound > 2 * turn ? unwound - turn * ((unwound - 2 * turn) / turn).rounded(.up) : unwound
        return clockwise ? limited : -limited
    }

    private mutating func addEllipse(x: Double, y: Double, width: Double, height: Double) {
        let (radiusX, radiusY) = (width / 2, height / 2)
        let centerY = y + radiusY
        command("M", x + width, centerY)
        command("A", radiusX, radiusY, 0, 1, 1, x, centerY)
        command("A", radiusX, radiusY, 0, 1, 1, x + width, centerY)
        text += "Z"
    }
}
