import CairoGraphics
import PresentationKit
import PresentationRendering

/// Draws a laid-out figure onto a context whose units are figure points.
///
/// Each part is marked as an element (an SVG `<g>` with an id and classes; other outputs ignore the marks):
/// `figure-title`; `panel` (`panel-1`, …) holding its `screen`, its annotations (`annotation` and
/// `annotation-size`, `-distance`, `-safe-area`, `-margins`, `-source`, `-label` or `-marker`), its `caption`
/// and its `notes`; `connector`; and the `legend` with one `legend-entry` per marker.
struct FigurePainter {
    let layout: FigureLayout
    let theme: FigureTheme

    func paint(in context: GraphicsContext) throws {
        context.setColor(theme.background.graphicsColor())
        context.paint()
        context.withElement(id: "title", classes: ["figure-title"]) {
            for (index, line) in layout.titleLines.enumerated() {
                context.drawText(
                    line, font: FigureTypography.title, color: theme.ink.graphicsColor(),
                    x: FigureTypography.margin, baselineY: layout.titleTop + 17 + Double(index) * 22)
            }
        }
        for (index, panel) in layout.panels.enumerated() {
            let id = "panel-\(index + 1)"
            try context.withElement(id: id, classes: ["panel"]) {
                try context.withElement(id: "\(id)-screen", classes: ["screen"]) { try paintScreen(panel, in: context) }
                AnnotationPainter(context: context, theme: theme, panel: panel, id: id).paint()
                paintText(of: panel, id: id, in: context)
            }
        }
        for connector in layout.connectors {
            context.withElement(id: nil, classes: ["connector"]) {
                paintConnector(from: connector.from, to: connector.to, in: context)
            }
        }
        context.withElement(id: "legend", classes: ["legend"]) {
            for entry in layout.legend {
                context.withElement(id: "legend-\(entry.number)", classes: ["legend-entry"]) {
                    MarkerPainter(context: context, theme: theme).paint(number: entry.number, at: entry.center)
                    context.drawText(
                        entry.text, font: FigureTypography.legend, color: theme.ink.graphicsColor(),
                        x: entry.center.x + FigureTypography.markerRadius + 6, baselineY: entry.center.y + 4)
                }
            }
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
    private func paintText(of panel: PlacedPanel, id: String, in context: GraphicsContext) {
        context.withElement(id: "\(id)-caption", classes: ["caption"]) {
            for (index, line) in panel.captionLines.enumerated() {
                context.drawText(
                    line, font: FigureTypography.caption, color: theme.ink.graphicsColor(), x: panel.textCenterX,
                    baselineY: panel.captionTop + 13 + Double(index) * FigureTypography.captionLineHeight,
                    alignment: .center)
            }
        }
        guard !panel.noteLines.isEmpty else { return }
        context.withElement(id: "\(id)-notes", classes: ["notes"]) {
            for (index, line) in panel.noteLines.enumerated() {
                context.drawText(
                    line, font: FigureTypography.note, color: theme.secondaryInk.graphicsColor(),
                    x: panel.textCenterX,
                    baselineY: panel.noteTop + 10.5 + Double(index) * FigureTypography.noteLineHeight,
                    alignment: .center)
            }
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
