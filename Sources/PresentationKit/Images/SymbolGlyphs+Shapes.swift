import Foundation

/// The geometric pieces the glyphs are built from, in glyph units.
extension SymbolGlyphs {
    /// An open polyline through `points`, stroked `width` wide.
    static func lines(_ points: [(Double, Double)], _ width: Double) -> ImageDrawing.Part {
        .init(path: polyline(points), style: .stroke(lineWidth: width))
    }

    /// A closed polygon through `points`, stroked `width` wide.
    static func outline(_ points: [(Double, Double)], _ width: Double) -> ImageDrawing.Part {
        var path = polyline(points)
        path.closeSubpath()
        return .init(path: path, style: .stroke(lineWidth: width))
    }

    /// `path` filled by the even-odd rule, so that its inner outlines cut holes.
    static func filled(_ path: Path) -> ImageDrawing.Part {
        .init(path: path, style: .fill(evenOdd: true))
    }

    /// `path` filled by the non-zero winding rule.
    static func solid(_ path: Path) -> ImageDrawing.Part {
        .init(path: path, style: .fill(evenOdd: false))
    }

    /// `path` stroked `width` wide.
    static func stroked(_ path: Path, _ width: Double) -> ImageDrawing.Part {
        .init(path: path, style: .stroke(lineWidth: width))
    }

    /// A path through `points`; `closed` closes it.
    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (x, y) in points { path.addLine(to: Point(x: x, y: y)) }
        if closed { path.closeSubpath() }
        return path
    }

    /// A filled circle.
    static func dot(_ x: Double, _ y: Double, _ radius: Double) -> ImageDrawing.Part {
        .init(path: circle(x, y, radius), style: .fill(evenOdd: false))
    }

    /// A stroked circle.
    static func ring(_ x: Double, _ y: Double, _ radius: Double, _ width: Double) -> ImageDrawing.Part {
        .init(path: circle(x, y, radius), style: .stroke(lineWidth: width))
    }

    /// A circle's outline.
    static func circle(_ x: Double, _ y: Double, _ radius: Double) -> Path {
        var path = Path()
        path.addEllipse(in: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
        return path
    }

    /// A rounded rectangle's outline.
    static func roundedRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) -> Path {
        var path = Path()
        path.addRoundedRect(
            Rect(x: x, y: y, width: width, height: height), cornerSize: Size(width: radius, height: radius))
        return path
    }

    /// A dome: the upper half of a circle around `(x, y)` closed by its diameter (a person's shoulders).
    static func dome(_ x: Double, _ y: Double, _ radius: Double) -> Path {
        var path = Path()
        path.addArc(
            center: Point(x: x, y: y), radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        path.closeSubpath()
        return path
    }

    /// A plus sign's outline: arms reaching `arm` from `(x, y)`, `halfWidth` either side of their middle.
    static func plusOutline(_ x: Double, _ y: Double, arm: Double, halfWidth h: Double) -> Path {
        polyline(
            [
                (x - h, y - arm), (x + h, y - arm), (x + h, y - h), (x + arm, y - h), (x + arm, y + h),
                (x + h, y + h), (x + h, y + arm), (x - h, y + arm), (x - h, y + h), (x - arm, y + h),
                (x - arm, y - h), (x - h, y - h),
            ], closed: true)
    }

    /// A filled disc with an X cut out of it: the disc and the X's outline (four bars `barWidth` wide
    /// reaching `arm` from the centre along the diagonals) filled by the even-odd rule.
    static func crossInDisc(center: Double, radius: Double, arm: Double, barWidth: Double) -> ImageDrawing.Part {
        var path = circle(center, center, radius)
        let half = barWidth / 2
        for index in 0..<4 {
            let angle = Double.pi / 4 + Double(index) * .pi / 2
            let (cosine, sine) = (cos(angle), sin(angle))
            let inner = Point(
                x: center + half * 2.squareRoot() * cos(angle - .pi / 4),
                y: center + half * 2.squareRoot() * sin(angle - .pi / 4))
            let end = Point(x: center + arm * 2.squareRoot() * cosine, y: center + arm * 2.squareRoot() * sine)
            let normal = Point(x: sine * half, y: -cosine * half)
            if index == 0 { path.move(to: inner) } else { path.addLine(to: inner) }
            path.addLine(to: Point(x: end.x + normal.x, y: end.y + normal.y))
            path.addLine(to: Point(x: end.x - normal.x, y: end.y - normal.y))
        }
        path.closeSubpath()
        return filled(path)
    }

    /// A gear's outline: `teeth` flat-topped teeth between radii `inner` and `outer` around `(center, center)`.
    static func gear(center: Double, teeth: Int, outer: Double, inner: Double) -> Path {
        var path = Path()
        let step = 2 * Double.pi / Double(teeth)
        for tooth in 0..<teeth {
            let start = Double(tooth) * step - .pi / 2
            for (fraction, radius) in [(0.0, inner), (0.15, outer), (0.45, outer), (0.6, inner)] {
                let angle = start + fraction * step
                path.addLine(to: Point(x: center + radius * cos(angle), y: center + radius * sin(angle)))
            }
        }
        path.closeSubpath()
        return path
    }

    /// A five-pointed star in the 1.1 × 1.05 box, point up.
    static func star() -> Path {
        var path = Path()
        for index in 0..<10 {
            let angle = -Double.pi / 2 + Double(index) * .pi / 5
            let radius = index.isMultiple(of: 2) ? 0.52 : 0.21
            path.addLine(to: Point(x: 0.55 + radius * cos(angle), y: 0.56 + radius * sin(angle)))
        }
        path.closeSubpath()
        return path
    }

    /// A heart in the 1.1 × 1 box: two round lobes meeting in a dip, curving down to a point.
    static func heart() -> Path {
        var path = Path()
        path.move(to: Point(x: 0.55, y: 0.92))
        path.addCurve(to: Point(x: 0.08, y: 0.33), control1: Point(x: 0.3, y: 0.72), control2: Point(x: 0.08, y: 0.55))
        path.addArc(
            center: Point(x: 0.31, y: 0.33), radius: 0.23, startAngle: .pi, endAngle: .pi * 1.75, clockwise: true)
        path.addLine(to: Point(x: 0.55, y: 0.27))
        path.addArc(
            center: Point(x: 0.79, y: 0.33), radius: 0.23, startAngle: .pi * 1.25, endAngle: 2 * .pi, clockwise: true)
        path.addCurve(to: Point(x: 0.55, y: 0.92), control1: Point(x: 1.02, y: 0.55), control2: Point(x: 0.8, y: 0.72))
        path.closeSubpath()
        return path
    }
}
