import Foundation

/// This package's drawings of a few common SF Symbols: simple geometry (lines, circles, arcs, polygons)
/// drawn for this project, not Apple's artwork. Coordinates are in units of the glyph size (a square glyph's
/// box is 1 × 1; circled symbols are 1.2 × 1.2, as Apple's circled symbols are larger than the plain ones).
enum SymbolGlyphs {
    /// The stroke width of a regular-weight glyph, in glyph units (about the stem width of SF Pro Regular
    /// relative to its size; confidence: approximate).
    static let regularLineWidth = 0.085

    /// The design box of the glyph for `name` (the placeholder's for an unknown name).
    static func designSize(of name: String) -> Size {
        glyphs[name]?.size ?? placeholderSize
    }

    /// The drawing for `name` at `weight`; the placeholder for an unknown name.
    static func drawing(of name: String, weight: Image.SymbolWeight) -> ImageDrawing {
        guard let glyph = glyphs[name] else { return placeholder(weight: weight) }
        return ImageDrawing(size: glyph.size, parts: glyph.parts(regularLineWidth * weight.strokeFactor))
    }

    /// A neutral mark for an image this package cannot draw: a rounded square with a dot in the middle.
    static func placeholder(weight: Image.SymbolWeight) -> ImageDrawing {
        let width = regularLineWidth * weight.strokeFactor
        var square = Path()
        square.addRoundedRect(
            Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), cornerSize: Size(width: 0.18, height: 0.18))
        return ImageDrawing(
            size: placeholderSize, parts: [.init(path: square, style: .stroke(lineWidth: width)), dot(0.5, 0.5, 0.1)])
    }

    private static let placeholderSize = Size(width: 1, height: 1)

    /// A glyph: its box and its parts for a stroke width.
    private struct Glyph {
        let size: Size
        let parts: @Sendable (Double) -> [ImageDrawing.Part]

        init(_ width: Double, _ height: Double, parts: @escaping @Sendable (Double) -> [ImageDrawing.Part]) {
            size = Size(width: width, height: height)
            self.parts = parts
        }
    }

    private static let glyphs: [String: Glyph] = [
        "xmark": Glyph(1, 1) { [lines([(0.15, 0.15), (0.85, 0.85)], $0), lines([(0.85, 0.15), (0.15, 0.85)], $0)] },
        "xmark.circle.fill": Glyph(1.2, 1.2) { width in
            [crossInDisc(center: 0.6, radius: 0.6, arm: 0.2, barWidth: width * 1.2)]
        },
        "chevron.left": Glyph(0.6, 1) { [lines([(0.45, 0.1), (0.15, 0.5), (0.45, 0.9)], $0 * 1.2)] },
        "chevron.right": Glyph(0.6, 1) { [lines([(0.15, 0.1), (0.45, 0.5), (0.15, 0.9)], $0 * 1.2)] },
        "chevron.down": Glyph(1, 0.6) { [lines([(0.1, 0.15), (0.5, 0.45), (0.9, 0.15)], $0 * 1.2)] },
        "chevron.up": Glyph(1, 0.6) { [lines([(0.1, 0.45), (0.5, 0.15), (0.9, 0.45)], $0 * 1.2)] },
        "square.and.arrow.up": Glyph(0.9, 1.15) {
            [
                lines([(0.3, 0.45), (0.12, 0.45), (0.12, 1.05), (0.78, 1.05), (0.78, 0.45), (0.6, 0.45)], $0),
                lines([(0.45, 0.1), (0.45, 0.7)], $0), lines([(0.27, 0.28), (0.45, 0.1), (0.63, 0.28)], $0),
            ]
        },
        "ellipsis": Glyph(1.2, 0.3) { _ in [dot(0.2, 0.15, 0.1), dot(0.6, 0.15, 0.1), dot(1.0, 0.15, 0.1)] },
        "ellipsis.circle": Glyph(1.2, 1.2) {
            [ring(0.6, 0.6, 0.6 - $0 / 2, $0), dot(0.33, 0.6, 0.075), dot(0.6, 0.6, 0.075), dot(0.87, 0.6, 0.075)]
        },
        "plus": Glyph(1, 1) { [lines([(0.5, 0.12), (0.5, 0.88)], $0), lines([(0.12, 0.5), (0.88, 0.5)], $0)] },
        "checkmark": Glyph(1, 1) { [lines([(0.12, 0.55), (0.4, 0.85), (0.9, 0.15)], $0 * 1.1)] },
        "magnifyingglass": Glyph(1, 1) { [ring(0.42, 0.42, 0.3, $0), lines([(0.64, 0.64), (0.9, 0.9)], $0 * 1.3)] },
        "info.circle": Glyph(1.2, 1.2) {
            [ring(0.6, 0.6, 0.6 - $0 / 2, $0), dot(0.6, 0.37, 0.075), lines([(0.6, 0.55), (0.6, 0.88)], $0 * 1.2)]
        },
        "trash": Glyph(0.95, 1.1) {
            [
                lines([(0.06, 0.22), (0.89, 0.22)], $0),
                lines([(0.33, 0.22), (0.33, 0.08), (0.62, 0.08), (0.62, 0.22)], $0),
                lines([(0.17, 0.22), (0.22, 1.02), (0.73, 1.02), (0.78, 0.22)], $0),
                lines([(0.38, 0.4), (0.39, 0.85)], $0 * 0.8), lines([(0.57, 0.4), (0.56, 0.85)], $0 * 0.8),
            ]
        },
        "gearshape": Glyph(1.1, 1.1) {
            [gear(center: 0.55, teeth: 8, outer: 0.5, inner: 0.4, width: $0), ring(0.55, 0.55, 0.15, $0)]
        },
        "person.crop.circle": Glyph(1.2, 1.2) {
            var shoulders = Path()
            shoulders.addArc(
                center: Point(x: 0.6, y: 1.02), radius: 0.33, startAngle: .pi * 1.12, endAngle: .pi * 1.88,
                clockwise: true)
            return [
                ring(0.6, 0.6, 0.6 - $0 / 2, $0), ring(0.6, 0.45, 0.17, $0),
                .init(path: shoulders, style: .stroke(lineWidth: $0)),
            ]
        },
        "star": Glyph(1.1, 1.05) { [.init(path: star(), style: .stroke(lineWidth: $0))] },
        "star.fill": Glyph(1.1, 1.05) { _ in [.init(path: star(), style: .fill(evenOdd: false))] },
        "heart": Glyph(1.1, 1) { [.init(path: heart(), style: .stroke(lineWidth: $0))] },
        "heart.fill": Glyph(1.1, 1) { _ in [.init(path: heart(), style: .fill(evenOdd: false))] },
        "bell": Glyph(1, 1.1) {
            var body = Path()
            body.move(to: Point(x: 0.1, y: 0.82))
            body.addLine(to: Point(x: 0.2, y: 0.68))
            body.addArc(
                center: Point(x: 0.5, y: 0.45), radius: 0.3, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
            body.addLine(to: Point(x: 0.8, y: 0.68))
            body.addLine(to: Point(x: 0.9, y: 0.82))
            body.closeSubpath()
            var clapper = Path()
            clapper.addArc(center: Point(x: 0.5, y: 0.9), radius: 0.11, startAngle: 0, endAngle: .pi, clockwise: true)
            return [
                .init(path: body, style: .stroke(lineWidth: $0)), .init(path: clapper, style: .stroke(lineWidth: $0)),
                lines([(0.5, 0.06), (0.5, 0.15)], $0),
            ]
        },
        "house": Glyph(1.15, 1) {
            [
                lines([(0.06, 0.5), (0.575, 0.08), (1.09, 0.5)], $0),
                lines([(0.2, 0.4), (0.2, 0.92), (0.95, 0.92), (0.95, 0.4)], $0),
                lines([(0.45, 0.92), (0.45, 0.64), (0.7, 0.64), (0.7, 0.92)], $0),
            ]
        },
        "square.and.pencil": Glyph(1.1, 1.1) {
            var square = Path()
            square.move(to: Point(x: 0.55, y: 0.2))
            square.addLine(to: Point(x: 0.23, y: 0.2))
            square.addQuadCurve(to: Point(x: 0.08, y: 0.35), control: Point(x: 0.08, y: 0.2))
            square.addLine(to: Point(x: 0.08, y: 0.87))
            square.addQuadCurve(to: Point(x: 0.23, y: 1.02), control: Point(x: 0.08, y: 1.02))
            square.addLine(to: Point(x: 0.75, y: 1.02))
            square.addQuadCurve(to: Point(x: 0.9, y: 0.87), control: Point(x: 0.9, y: 1.02))
            square.addLine(to: Point(x: 0.9, y: 0.55))
            return [
                .init(path: square, style: .stroke(lineWidth: $0)), lines([(0.42, 0.68), (1.0, 0.1)], $0 * 1.4),
            ]
        },
        "line.3.horizontal": Glyph(1.1, 0.75) {
            [
                lines([(0.08, 0.1), (1.02, 0.1)], $0), lines([(0.08, 0.375), (1.02, 0.375)], $0),
                lines([(0.08, 0.65), (1.02, 0.65)], $0),
            ]
        },
    ]

    // MARK: - Shapes

    /// An open polyline through `points`, stroked `width` wide.
    private static func lines(_ points: [(Double, Double)], _ width: Double) -> ImageDrawing.Part {
        var path = Path()
        for (x, y) in points { path.addLine(to: Point(x: x, y: y)) }
        return .init(path: path, style: .stroke(lineWidth: width))
    }

    /// A filled circle.
    private static func dot(_ x: Double, _ y: Double, _ radius: Double) -> ImageDrawing.Part {
        var path = Path()
        path.addEllipse(in: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
        return .init(path: path, style: .fill(evenOdd: false))
    }

    /// A stroked circle.
    private static func ring(_ x: Double, _ y: Double, _ radius: Double, _ width: Double) -> ImageDrawing.Part {
        var path = Path()
        path.addEllipse(in: Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
        return .init(path: path, style: .stroke(lineWidth: width))
    }

    /// A filled disc with an X cut out of it: the disc and the X's outline (four bars `barWidth` wide
    /// reaching `arm` from the centre along the diagonals) filled by the even-odd rule.
    private static func crossInDisc(center: Double, radius: Double, arm: Double, barWidth: Double) -> ImageDrawing.Part
    {
        var path = Path()
        path.addEllipse(in: Rect(x: center - radius, y: center - radius, width: 2 * radius, height: 2 * radius))
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
        return .init(path: path, style: .fill(evenOdd: true))
    }

    /// A gear outline: `teeth` flat-topped teeth between radii `inner` and `outer`.
    private static func gear(center: Double, teeth: Int, outer: Double, inner: Double, width: Double)
        -> ImageDrawing.Part
    {
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
        return .init(path: path, style: .stroke(lineWidth: width))
    }

    /// A five-pointed star in the 1.1 × 1.05 box, point up.
    private static func star() -> Path {
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
    private static func heart() -> Path {
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
