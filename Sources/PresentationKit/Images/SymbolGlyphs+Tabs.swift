import Foundation

/// Glyphs of the symbols tab bars use most, each with its `.fill` variant: a filled variant is the outline
/// variant's shape filled, its inner lines cut out of the fill.
extension SymbolGlyphs {
    static let tabGlyphs: [String: Glyph] = [
        "house": Glyph(1.15, 1) {
            [
                lines([(0.06, 0.5), (0.575, 0.08), (1.09, 0.5)], $0),
                lines([(0.2, 0.4), (0.2, 0.92), (0.95, 0.92), (0.95, 0.4)], $0),
                lines([(0.45, 0.92), (0.45, 0.64), (0.7, 0.64), (0.7, 0.92)], $0),
            ]
        },
        "house.fill": Glyph(1.15, 1) { width in
            var path = polyline(
                [
                    (0.575, 0.08 - width / 2), (1.09 + width / 2, 0.5), (0.95 + width / 2, 0.5),
                    (0.95 + width / 2, 0.92 + width / 2), (0.2 - width / 2, 0.92 + width / 2),
                    (0.2 - width / 2, 0.5), (0.06 - width / 2, 0.5),
                ], closed: true)
            path.append(polyline([(0.45, 0.96), (0.45, 0.64), (0.7, 0.64), (0.7, 0.96)], closed: true))
            return [filled(path)]
        },
        "person": Glyph(1, 1) { [ring(0.5, 0.3, 0.2, $0), stroked(dome(0.5, 0.95, 0.4), $0)] },
        "person.fill": Glyph(1, 1) { width in
            [dot(0.5, 0.3, 0.2 + width / 2), solid(dome(0.5, 0.95 + width / 2, 0.4 + width / 2))]
        },
        "person.crop.circle": Glyph(1.2, 1.2) {
            var shoulders = Path()
            shoulders.addArc(
                center: Point(x: 0.6, y: 1.02), radius: 0.33, startAngle: .pi * 1.12, endAngle: .pi * 1.88,
                clockwise: true)
            return [ring(0.6, 0.6, 0.6 - $0 / 2, $0), ring(0.6, 0.45, 0.17, $0), stroked(shoulders, $0)]
        },
        "person.crop.circle.fill": Glyph(1.2, 1.2) { _ in
            var path = circle(0.6, 0.6, 0.6)
            path.append(circle(0.6, 0.42, 0.18))
            path.append(dome(0.6, 1.0, 0.36))
            return [filled(path)]
        },
        "gear": Glyph(1.1, 1.1) {
            [stroked(gear(center: 0.55, teeth: 12, outer: 0.5, inner: 0.42), $0), ring(0.55, 0.55, 0.17, $0)]
        },
        "gear.fill": Glyph(1.1, 1.1) { width in
            var path = gear(center: 0.55, teeth: 12, outer: 0.5 + width / 2, inner: 0.42 + width / 2)
            path.append(circle(0.55, 0.55, 0.17 - width / 2))
            return [filled(path)]
        },
        "gearshape": Glyph(1.1, 1.1) {
            [stroked(gear(center: 0.55, teeth: 8, outer: 0.5, inner: 0.4), $0), ring(0.55, 0.55, 0.15, $0)]
        },
        "gearshape.fill": Glyph(1.1, 1.1) { width in
            var path = gear(center: 0.55, teeth: 8, outer: 0.5 + width / 2, inner: 0.4 + width / 2)
            path.append(circle(0.55, 0.55, 0.15 - width / 2))
            return [filled(path)]
        },
        "bell": Glyph(1, 1.1) {
            [stroked(bellBody(), $0), stroked(clapper(), $0), lines([(0.5, 0.06), (0.5, 0.15)], $0)]
        },
        "bell.fill": Glyph(1, 1.1) {
            [solid(bellBody()), stroked(bellBody(), $0), solid(clapper()), lines([(0.5, 0.06), (0.5, 0.15)], $0)]
        },
        "bookmark": Glyph(0.8, 1.05) { [outline(bookmarkPoints, $0)] },
        "bookmark.fill": Glyph(0.8, 1.05) {
            [solid(polyline(bookmarkPoints, closed: true)), outline(bookmarkPoints, $0)]
        },
        "folder": Glyph(1.25, 0.95) { [outline(folderPoints, $0), lines([(0.06, 0.36), (1.19, 0.36)], $0)] },
        "folder.fill": Glyph(1.25, 0.95) { [solid(polyline(folderPoints, closed: true)), outline(folderPoints, $0)] },
        "photo": Glyph(1.3, 1) {
            [
                stroked(roundedRect(0.06, 0.12, 1.18, 0.78, radius: 0.14), $0),
                lines([(0.2, 0.78), (0.47, 0.5), (0.7, 0.72), (0.85, 0.6), (1.1, 0.8)], $0), dot(0.92, 0.35, 0.09),
            ]
        },
        "photo.fill": Glyph(1.3, 1) { width in
            var path = roundedRect(0.06 - width / 2, 0.12 - width / 2, 1.18 + width, 0.78 + width, radius: 0.16)
            path.append(polyline([(0.2, 0.8), (0.47, 0.5), (0.7, 0.74), (0.85, 0.6), (1.1, 0.8)], closed: true))
            path.append(circle(0.92, 0.35, 0.09))
            return [filled(path)]
        },
        "clock": Glyph(1.2, 1.2) {
            [ring(0.6, 0.6, 0.6 - $0 / 2, $0), lines([(0.6, 0.28), (0.6, 0.6), (0.84, 0.6)], $0)]
        },
        "clock.fill": Glyph(1.2, 1.2) { width in
            let half = width / 2
            var path = circle(0.6, 0.6, 0.6)
            path.append(
                polyline(
                    [
                        (0.6 - half, 0.26), (0.6 + half, 0.26), (0.6 + half, 0.6 - half), (0.86, 0.6 - half),
                        (0.86, 0.6 + half), (0.6 - half, 0.6 + half),
                    ], closed: true))
            return [filled(path)]
        },
        "envelope": Glyph(1.3, 0.95) {
            [
                stroked(roundedRect(0.06, 0.1, 1.18, 0.76, radius: 0.12), $0),
                lines([(0.12, 0.18), (0.65, 0.56), (1.18, 0.18)], $0),
            ]
        },
        "envelope.fill": Glyph(1.3, 0.95) { width in
            var path = roundedRect(0.06 - width / 2, 0.1 - width / 2, 1.18 + width, 0.76 + width, radius: 0.14)
            path.append(
                polyline(
                    [
                        (0.1, 0.1), (0.65, 0.5), (1.2, 0.1), (1.2, 0.1 + 2 * width), (0.65, 0.5 + 2 * width),
                        (0.1, 0.1 + 2 * width),
                    ],
                    closed: true))
            return [filled(path)]
        },
        "message": Glyph(1.15, 1.05) { [stroked(speechBubble(), $0)] },
        "message.fill": Glyph(1.15, 1.05) { [solid(speechBubble()), stroked(speechBubble(), $0)] },
        "cart": Glyph(1.25, 1.05) {
            [
                lines([(0.04, 0.12), (0.22, 0.12), (0.36, 0.72), (1.0, 0.72)], $0),
                outline(cartBasketPoints, $0), dot(0.42, 0.9, 0.08), dot(0.94, 0.9, 0.08),
            ]
        },
        "cart.fill": Glyph(1.25, 1.05) {
            [
                lines([(0.04, 0.12), (0.22, 0.12), (0.36, 0.72), (1.0, 0.72)], $0),
                solid(polyline(cartBasketPoints, closed: true)), outline(cartBasketPoints, $0),
                dot(0.42, 0.9, 0.08), dot(0.94, 0.9, 0.08),
            ]
        },
        "square.grid.2x2": Glyph(1.05, 1.05) { width in
            gridCells.map { stroked(roundedRect($0.0, $0.1, 0.36, 0.36, radius: 0.08), width) }
        },
        "square.grid.2x2.fill": Glyph(1.05, 1.05) { width in
            gridCells.map {
                solid(roundedRect($0.0 - width / 2, $0.1 - width / 2, 0.36 + width, 0.36 + width, radius: 0.1))
            }
        },
    ]

    private static let bookmarkPoints = [(0.08, 0.06), (0.72, 0.06), (0.72, 0.98), (0.4, 0.74), (0.08, 0.98)]
    private static let folderPoints = [
        (0.06, 0.12), (0.42, 0.12), (0.52, 0.22), (1.19, 0.22), (1.19, 0.9), (0.06, 0.9),
    ]
    private static let cartBasketPoints = [(0.26, 0.3), (1.16, 0.3), (1.04, 0.62), (0.34, 0.62)]
    private static let gridCells = [(0.1, 0.1), (0.59, 0.1), (0.1, 0.59), (0.59, 0.59)]

    /// A bell's body: a dome on a flaring skirt.
    private static func bellBody() -> Path {
        var body = Path()
        body.move(to: Point(x: 0.1, y: 0.82))
        body.addLine(to: Point(x: 0.2, y: 0.68))
        body.addArc(
            center: Point(x: 0.5, y: 0.45), radius: 0.3, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        body.addLine(to: Point(x: 0.8, y: 0.68))
        body.addLine(to: Point(x: 0.9, y: 0.82))
        body.closeSubpath()
        return body
    }

    /// The bell's clapper: a half disc under the skirt.
    private static func clapper() -> Path {
        var clapper = Path()
        clapper.addArc(center: Point(x: 0.5, y: 0.9), radius: 0.11, startAngle: 0, endAngle: .pi, clockwise: true)
        return clapper
    }

    /// A round speech bubble with its tail at the lower left.
    private static func speechBubble() -> Path {
        var path = Path()
        let (startAngle, endAngle) = (Double.pi * 0.8, Double.pi * 0.62 + 2 * .pi)
        path.addArc(
            center: Point(x: 0.58, y: 0.52), radius: 0.44, startAngle: startAngle, endAngle: endAngle, clockwise: true)
        path.addLine(to: Point(x: 0.1, y: 0.98))
        path.closeSubpath()
        return path
    }
}
