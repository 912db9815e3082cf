import CairoGraphics
import PresentationKit
import PresentationRendering

/// Draws a panel's annotations over its screen, in figure points: outlines with size callouts, dimension
/// lines, inset bands, source outlines, markers, and the labels with their leader lines.
struct AnnotationPainter {
    let context: GraphicsContext
    let theme: FigureTheme
    let panel: PlacedPanel
    /// The panel's element id, the prefix of its annotations' ids.
    let id: String

    private var accent: RGBAColor { theme.accent.graphicsColor() }

    /// Everything on the screen first (bands under lines, markers on top), then the labels beside it.
    func paint() {
        let annotations = panel.panel.annotations
        let placement = AnnotationPlacement(panel: panel, obstacles: FigureObstacles(tree: panel.panel.tree))
        context.save()
        context.clip(to: displayShape())
        for case .insetBand(let outer, let inner, let kind) in annotations {
            mark(kind == .safeArea ? "safe-area" : "margins") { paintBand(outer: outer, inner: inner, kind: kind) }
        }
        context.restore()
        for case .sourceOutline(let rect) in annotations { mark("source") { paintSourceOutline(rect) } }
        for case .outline(let rect, let radius, let callout) in annotations {
            mark("size") { paintOutline(rect, cornerRadius: radius, callout: callout) }
        }
        for case .dimension(let from, let to, let text) in annotations {
            mark("distance") { paintDimension(from: from, to: to, text: text, placedBy: placement) }
        }
        for label in panel.labels { mark("label") { paintLabel(label) } }
        for case .marker(let number, let frame, _) in annotations {
            mark("marker") {
                MarkerPainter(context: context, theme: theme).paint(
                    number: number, at: placement.markerCenter(on: frame))
            }
        }
    }

    /// Marks what `body` draws as one annotation of `kind` (an SVG group; the document numbers repeated
    /// ids, so `panel-1-size`, `panel-1-size-2`, …).
    private func mark(_ kind: String, _ body: () -> Void) {
        context.withElement(id: "\(id)-\(kind)", classes: ["annotation", "annotation-\(kind)"], body)
    }

    /// The screen's display shape on the figure: bands never tint past its rounded corners.
    private func displayShape() -> GraphicsPath {
        let screen = panel.windowFrame
        var shape = GraphicsPath()
        shape.addRoundedRect(
            x: screen.minX, y: screen.minY, width: screen.width, height: screen.height,
            cornerRadius: panel.panel.tree.displayCornerRadius * panel.zoom)
        return shape
    }

    /// The band between the rectangles tinted (even-odd), the inner edge dashed.
    private func paintBand(outer: Rect, inner: Rect, kind: FigureAnnotation.InsetKind) {
        let outerRect = panel.figureRect(outer)
        let innerRect = panel.figureRect(inner)
        var band = GraphicsPath()
        band.addRect(x: outerRect.minX, y: outerRect.minY, width: outerRect.width, height: outerRect.height)
        band.addRect(x: innerRect.minX, y: innerRect.minY, width: innerRect.width, height: innerRect.height)
        context.setColor((kind == .safeArea ? theme.safeAreaTint : theme.marginTint).graphicsColor())
        context.fill(band, rule: .evenOdd)
        context.setColor(kind == .safeArea ? accent : theme.ink.graphicsColor(opacity: 0.7))
        context.stroke(
            rectanglePath(innerRect), style: .init(lineWidth: FigureTypography.hairline, dashPattern: [4, 3]))
    }

    /// The source dashed 2 pt outside it, but never over the status bar above a bar button.
    private func paintSourceOutline(_ rect: Rect) {
        var outlined = panel.figureRect(rect).insetBy(dx: -2, dy: -2)
        if let statusBar = panel.panel.tree.statusBar.map({ panel.figureRect($0.frame) }),
            outlined.minY < statusBar.maxY, rect.minY >= panel.panel.tree.statusBar?.frame.maxY ?? 0
        {
            outlined = Rect(
                x: outlined.minX, y: statusBar.maxY, width: outlined.width, height: outlined.maxY - statusBar.maxY)
        }
        context.setColor(accent)
        context.stroke(
            rectanglePath(outlined), style: .init(lineWidth: FigureTypography.outlineWidth, dashPattern: [3, 2]))
    }

    /// The frame outlined with its view's corners, its size in a pill centred on its bottom edge (inside the frame
    /// when it has room).
    private func paintOutline(_ rect: Rect, cornerRadius: Double, callout: String) {
        let frame = panel.figureRect(rect)
        context.setColor(accent)
        var outline = GraphicsPath()
        outline.addRoundedRect(
            x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
            cornerRadius: min(cornerRadius * panel.zoom, frame.width / 2, frame.height / 2))
        context.stroke(outline, style: .init(lineWidth: FigureTypography.outlineWidth))
        let roomInside = frame.height > FigureTypography.pillHeight * 3
        let centerY = roomInside ? frame.maxY - FigureTypography.pillHeight / 2 - 6 : frame.maxY
        PillPainter(context: context, theme: theme).paint(callout, center: Point(x: frame.midX, y: centerY))
    }

    /// A line with end ticks and its length in a pill beside its middle, or past an end where the middle's
    /// sides would cover text.
    private func paintDimension(from: Point, to: Point, text: String, placedBy placement: AnnotationPlacement) {
        let start = panel.figurePoint(from)
        let end = panel.figurePoint(to)
        let isVertical = start.x == end.x
        var line = GraphicsPath()
        line.move(toX: start.x, y: start.y)
        line.addLine(toX: end.x, y: end.y)
        for point in [start, end] {
            if isVertical {
                line.move(toX: point.x - 5, y: point.y)
                line.addLine(toX: point.x + 5, y: point.y)
            } else {
                line.move(toX: point.x, y: point.y - 5)
                line.addLine(toX: point.x, y: point.y + 5)
            }
        }
        context.setColor(accent)
        context.stroke(line, style: .init(lineWidth: FigureTypography.hairline, lineCap: .square))
        let pill = PillPainter(context: context, theme: theme)
        let spot = placement.pill(beside: (start, end), width: pill.width(text))
        if let leaderStart = spot.leaderStart {
            var leader = GraphicsPath()
            leader.move(toX: leaderStart.x, y: leaderStart.y)
            leader.addLine(toX: spot.center.x, y: spot.center.y)
            context.setColor(accent)
            context.stroke(leader, style: .init(lineWidth: FigureTypography.hairline))
        }
        pill.paint(text, center: spot.center)
    }

    /// The text beside the screen, a leader line to the anchor and a dot there (ringed in the page colour so
    /// it shows on any content).
    private func paintLabel(_ label: PlacedLabel) {
        var leader = GraphicsPath()
        leader.move(toX: label.leaderStart.x, y: label.leaderStart.y)
        leader.addLine(toX: label.anchor.x, y: label.anchor.y)
        context.setColor(theme.ink.graphicsColor(opacity: 0.75))
        context.stroke(leader, style: .init(lineWidth: FigureTypography.hairline))
        var dot = GraphicsPath()
        dot.addEllipse(x: label.anchor.x - 3.5, y: label.anchor.y - 3.5, width: 7, height: 7)
        context.setColor(theme.background.graphicsColor())
        context.fill(dot)
        var inner = GraphicsPath()
        inner.addEllipse(x: label.anchor.x - 2.5, y: label.anchor.y - 2.5, width: 5, height: 5)
        context.setColor(accent)
        context.fill(inner)
        context.drawText(
            label.text, font: FigureTypography.label, color: theme.ink.graphicsColor(), x: label.textPoint.x,
            baselineY: label.textPoint.y, alignment: label.isLeading ? .right : .left)
    }

    private func rectanglePath(_ rect: Rect) -> GraphicsPath {
        var path = GraphicsPath()
        path.addRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        return path
    }
}

/// A rounded accent pill with text in it: size callouts and distances.
struct PillPainter {
    let context: GraphicsContext
    let theme: FigureTheme

    /// The pill's width for `text`.
    func width(_ text: String) -> Double {
        context.measureText(text, font: FigureTypography.callout) + 2 * FigureTypography.pillPadding
    }

    func paint(_ text: String, center: Point) {
        let height = FigureTypography.pillHeight
        let pillWidth = width(text)
        var pill = GraphicsPath()
        pill.addRoundedRect(
            x: center.x - pillWidth / 2, y: center.y - height / 2, width: pillWidth, height: height,
            cornerRadius: height / 2, style: .circular)
        context.setColor(theme.accent.graphicsColor())
        context.fill(pill)
        context.drawText(
            text, font: FigureTypography.callout, color: theme.onAccent.graphicsColor(), x: center.x,
            baselineY: center.y + 4, alignment: .center)
    }
}

/// A numbered marker disc, on a panel and in the legend.
struct MarkerPainter {
    let context: GraphicsContext
    let theme: FigureTheme

    func paint(number: Int, at center: Point) {
        let radius = FigureTypography.markerRadius
        var ring = GraphicsPath()
        ring.addEllipse(
            x: center.x - radius - 1.5, y: center.y - radius - 1.5, width: 2 * radius + 3, height: 2 * radius + 3)
        context.setColor(theme.onAccent.graphicsColor())
        context.fill(ring)
        var disc = GraphicsPath()
        disc.addEllipse(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        context.setColor(theme.accent.graphicsColor())
        context.fill(disc)
        context.drawText(
            String(number), font: FigureTypography.markerNumber, color: theme.onAccent.graphicsColor(), x: center.x,
            baselineY: center.y + 4, alignment: .center)
    }
}
