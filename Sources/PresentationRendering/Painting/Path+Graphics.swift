import CairoGraphics
import PresentationKit

extension PresentationKit.Path {
    /// The path in window points for drawing: every point mapped through `transform` (a node's
    /// local-to-window transform), quadratic curves raised to the cubic curves Cairo draws.
    func graphicsPath(through transform: PresentationKit.AffineTransform) -> GraphicsPath {
        var path = GraphicsPath()
        var current = Point.zero
        for element in applying(transform).elements {
            switch element {
            case .move(let point):
                path.move(toX: point.x, y: point.y)
                current = point
            case .line(let point):
                path.addLine(toX: point.x, y: point.y)
                current = point
            case .quadCurve(let point, let control):
                path.addCurve(
                    toX: point.x, y: point.y,
                    control1X: current.x + 2 / 3 * (control.x - current.x),
                    control1Y: current.y + 2 / 3 * (control.y - current.y),
                    control2X: point.x + 2 / 3 * (control.x - point.x),
                    control2Y: point.y + 2 / 3 * (control.y - point.y))
                current = point
            case .curve(let point, let control1, let control2):
                path.addCurve(
                    toX: point.x, y: point.y, control1X: control1.x, control1Y: control1.y,
                    control2X: control2.x, control2Y: control2.y)
                current = point
            case .close:
                path.closeSubpath()
            }
        }
        return path
    }
}
