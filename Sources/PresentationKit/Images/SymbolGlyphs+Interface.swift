import Foundation

/// Glyphs of the symbols navigation bars, toolbars, lists and buttons use most: marks, chevrons, actions.
extension SymbolGlyphs {
    static let interfaceGlyphs: [String: Glyph] = [
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
        "plus.circle": Glyph(1.2, 1.2) {
            [
                ring(0.6, 0.6, 0.6 - $0 / 2, $0), lines([(0.6, 0.33), (0.6, 0.87)], $0),
                lines([(0.33, 0.6), (0.87, 0.6)], $0),
            ]
        },
        "plus.circle.fill": Glyph(1.2, 1.2) { width in
            var path = circle(0.6, 0.6, 0.6)
            path.append(plusOutline(0.6, 0.6, arm: 0.28, halfWidth: width * 0.6))
            return [filled(path)]
        },
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
        "star": Glyph(1.1, 1.05) { [stroked(star(), $0)] },
        "star.fill": Glyph(1.1, 1.05) { [solid(star()), stroked(star(), $0)] },
        "heart": Glyph(1.1, 1) { [stroked(heart(), $0)] },
        "heart.fill": Glyph(1.1, 1) { [solid(heart()), stroked(heart(), $0)] },
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
            return [stroked(square, $0), lines([(0.42, 0.68), (1.0, 0.1)], $0 * 1.4)]
        },
        "line.3.horizontal": Glyph(1.1, 0.75) {
            [
                lines([(0.08, 0.1), (1.02, 0.1)], $0), lines([(0.08, 0.375), (1.02, 0.375)], $0),
                lines([(0.08, 0.65), (1.02, 0.65)], $0),
            ]
        },
    ]
}
