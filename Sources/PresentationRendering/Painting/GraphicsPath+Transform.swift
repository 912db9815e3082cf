import CairoGraphics
import Foundation
import PresentationKit

extension GraphicsPath {
    /// The path with every point mapped through `transform`.
    ///
    /// Lines and Bézier curves map exactly. Arcs and ellipses are mapped as if the transform were a
    /// similarity (rotation, uniform scale, translation), which is all the renderer applies to them.
    func applying(_ transform: PresentationKit.AffineTransform) -> GraphicsPath {
        if transform.isIdentity { return self }
        var mapped = GraphicsPath()
        for element in elements {
            mapped.append(element, through: transform)
        }
        return mapped
    }

    private mutating func append(_ element: Element, through transform: PresentationKit.AffineTransform) {
        func map(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y).applying(transform) }
        switch element {
        case .move(let x, let y):
            let point = map(x, y)
            move(toX: point.x, y: point.y)
        case .line(let x, let y):
            let point = map(x, y)
            addLine(toX: point.x, y: point.y)
        case .curve(let control1X, let control1Y, let control2X, let control2Y, let x, let y):
            let first = map(control1X, control1Y)
            let second = map(control2X, control2Y)
            let end = map(x, y)
            addCurve(
                toX: end.x, y: end.y, control1X: first.x, control1Y: first.y,
                control2X: second.x, control2Y: second.y)
        case .arc(let centerX, let centerY, let radius, let startAngle, let endAngle, let clockwise):
            let center = map(centerX, centerY)
            let rotation = atan2(transform.b, transform.a)
            addArc(
                centerX: center.x, centerY: center.y, radius: transform.scaledLength(radius),
                startAngle: startAngle + rotation, endAngle: endAngle + rotation, clockwise: clockwise)
        case .ellipse(let x, let y, let width, let height):
            let box = Rect(x: x, y: y, width: width, height: height).applying(transform)
            addEllipse(x: box.minX, y: box.minY, width: box.width, height: box.height)
        case .close:
            closeSubpath()
        }
    }
}
