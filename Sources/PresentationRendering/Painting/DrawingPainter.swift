import CairoGraphics
import PresentationKit

/// Draws a node's ``RenderDrawing`` (shape layers' fills and strokes, gradient layers' gradients) in window
/// points: paths go through the node's transform, line widths and dashes scale with it, and gradients are
/// clipped to the node's outline.
struct DrawingPainter {
    let context: GraphicsContext
    /// The pixel grid text snaps to.
    let grid: PixelGrid

    func draw(_ drawing: RenderDrawing, transform: AffineTransform, outline: GraphicsPath, opacity: Double) {
        context.save()
        defer { context.restore() }
        var depth = 0
        for operation in drawing.operations {
            switch operation {
            case .fill(let path, let color, let evenOdd):
                context.setColor(color.graphicsColor(opacity: opacity))
                context.fill(path.graphicsPath(through: transform), rule: evenOdd ? .evenOdd : .winding)
            case .stroke(let path, let color, let style):
                context.setColor(color.graphicsColor(opacity: opacity))
                context.stroke(path.graphicsPath(through: transform), style: strokeStyle(style, transform: transform))
            case .gradient(let gradient):
                draw(gradient, transform: transform, outline: outline, opacity: opacity)
            case .text(let text):
                TextPainter(context: context).draw(
                    text, opacity: opacity, size: .zero, geometry: NodeGeometry(transform: transform, grid: grid))
            case .clip(let path, let evenOdd):
                context.clip(to: path.graphicsPath(through: transform), rule: evenOdd ? .evenOdd : .winding)
            case .saveState:
                context.save()
                depth += 1
            case .restoreState:
                guard depth > 0 else { continue }
                context.restore()
                depth -= 1
            }
        }
        for _ in 0..<depth { context.restore() }
    }

    private func strokeStyle(_ style: RenderDrawing.StrokeStyle, transform: AffineTransform)
        -> GraphicsContext.StrokeStyle
    {
        let dashes = style.dashPattern.map(transform.scaledLength)
        return GraphicsContext.StrokeStyle(
            lineWidth: transform.scaledLength(style.lineWidth),
            dashPattern: dashes.contains { $0 > 0 } ? dashes : [], dashPhase: transform.scaledLength(style.dashPhase),
            lineCap: style.lineCap.graphicsCap, lineJoin: style.lineJoin.graphicsJoin)
    }

    private func draw(
        _ gradient: RenderDrawing.Gradient, transform: AffineTransform, outline: GraphicsPath, opacity: Double
    ) {
        let stops = gradient.stops.sorted { $0.location < $1.location }.map {
            LinearGradient.Stop(location: $0.location, color: $0.color.graphicsColor(opacity: opacity))
        }
        guard let first = stops.first, let last = stops.last else { return }
        var area = PresentationKit.Path()
        area.addRect(gradient.area)
        context.save()
        context.clip(to: outline)
        context.clip(to: area.graphicsPath(through: transform))
        let start = gradient.start.applying(transform)
        let end = gradient.end.applying(transform)
        if gradient.isRadial {
            context.setColor(last.color)
            context.paint()
            let radii = Size(
                width: abs(gradient.end.x - gradient.start.x), height: abs(gradient.end.y - gradient.start.y))
            RadialGradient(stops: stops).draw(in: context, center: gradient.start, radii: radii, transform: transform)
        } else if start == end {
            context.setColor(first.color)
            context.paint()
        } else {
            let reach = 2 * Rect(origin: .zero, size: gradient.area.size).applying(transform).diagonal
            LinearGradient(stops: stops).draw(in: context, from: start, to: end, reach: reach)
        }
        context.restore()
    }
}

extension RenderDrawing.LineCap {
    fileprivate var graphicsCap: GraphicsContext.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension RenderDrawing.LineJoin {
    fileprivate var graphicsJoin: GraphicsContext.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension Rect {
    /// The length of the diagonal.
    fileprivate var diagonal: Double { (width * width + height * height).squareRoot() }
}
