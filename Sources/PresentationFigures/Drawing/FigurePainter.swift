import CairoGraphics
import PresentationKit
import PresentationRendering

/// Draws a laid-out figure onto a context whose units are figure points.
struct FigurePainter {
    let layout: FigureLayout
    let theme: FigureTheme

    func paint(in context: GraphicsContext) throws {
        context.setColor(theme.background.graphicsColor())
        context.paint()
        for (index, line) in layout.titleLines.enumerated() {
            context.drawText(
                line, font: FigureTypography.title, color: theme.ink.graphicsColor(), x: FigureTypography.margin,
                baselineY: layout.titleTop + 17 + Double(index) * 22)
        }
        for panel in layout.panels {
            try paintScreen(panel, in: context)
            AnnotationPainter(context: context, theme: theme, panel: panel).paint()
            paintText(of: panel, in: context)
        }
        for connector in layout.connectors { paintConnector(from: connector.from, to: connector.to, in: context) }
        for entry in layout.legend {
            MarkerPainter(context: context, theme: theme).paint(number: entry.number, at: entry.center)
            context.drawText(
                entry.text, font: FigureTypography.legend, color: theme.ink.graphicsColor(),
                x: entry.center.x + FigureTypography.markerRadius + 6, baselineY: entry.center.y + 4)
        }
    }

    private func paintScreen(_ panel: PlacedPanel, in context: GraphicsContext) throws {
        context.save()
        context.translate(x: panel.origin.x, y: panel.origin.y)
        context.scale(x: panel.zoom, y: panel.zoom)
        try panel.screen.draw(in: context)
        context.restore()
    }

    /// The caption (centred, in ink) and the notes under it (centred, secondary).
    private func paintText(of panel: PlacedPanel, in context: GraphicsContext) {
        for (index, line) in panel.captionLines.enumerated() {
            context.drawText(
                line, font: FigureTypography.caption, color: theme.ink.graphicsColor(), x: panel.textCenterX,
                baselineY: panel.captionTop + 13 + Double(index) * FigureTypography.captionLineHeight,
                alignment: .center)
        }
        for (index, line) in panel.noteLines.enumerated() {
            context.drawText(
                line, font: FigureTypography.note, color: theme.secondaryInk.graphicsColor(), x: panel.textCenterX,
                baselineY: panel.noteTop + 10.5 + Double(index) * FigureTypography.noteLineHeight,
                alignment: .center)
        }
    }

    /// An arrow from one panel to the next.
    private func paintConnector(from start: Point, to end: Point, in context: GraphicsContext) {
        var shaft = GraphicsPath()
        shaft.move(toX: start.x, y: start.y)
        shaft.addLine(toX: end.x - 2, y: end.y)
        context.setColor(theme.secondaryInk.graphicsColor())
        context.stroke(shaft, style: .init(lineWidth: 1.5, lineCap: .round))
        var head = GraphicsPath()
        head.move(toX: end.x, y: end.y)
        head.addLine(toX: end.x - 8, y: end.y - 5)
        head.addLine(toX: end.x - 8, y: end.y + 5)
        head.closeSubpath()
        context.fill(head)
    }
}
