import CairoGraphics
import PresentationKit
import PresentationRendering

/// Where everything of a figure goes, in figure points: the title, each panel's screen, caption, notes and
/// labels, the connector arrows and the legend.
struct FigureLayout {
    /// The whole figure.
    let size: Size
    /// The title's lines and the top of the first.
    let titleLines: [String]
    let titleTop: Double
    /// The panels.
    let panels: [PlacedPanel]
    /// Arrows between consecutive panels of a row (a strip of moments).
    let connectors: [(from: Point, to: Point)]
    /// The legend's entries: marker number, text, and the marker's centre.
    let legend: [(number: Int, text: String, center: Point)]

    /// A panel before it is placed: its screen, measured text and the width it needs.
    private struct Cell {
        let panel: FigurePanel
        let screen: EmbeddedScreen
        let screenSize: Size
        let leadingGutter: Double
        let trailingGutter: Double
        let width: Double
    }

    /// Lays out `figure`; `pixelsPerPoint` is the output's pixels per figure point, `format` the output's
    /// (vector screens are not snapped to pixels).
    init(figure: Figure, measurer: TextMeasurer, pixelsPerPoint: Double, format: RenderFormat) throws {
        let zoom = figure.zoom
        let document = figure.document
        let cells = try figure.panels.map { panel in
            try Self.cell(
                panel, zoom: zoom, screenStyle: document.screen, background: document.theme.background,
                measurer: measurer, pixelsPerPoint: pixelsPerPoint, format: format)
        }
        var rows: [[Cell]] = []
        var start = 0
        for length in document.arrangement.rowLengths(for: cells.count) where start < cells.count {
            rows.append(Array(cells[start..<min(start + length, cells.count)]))
            start += length
        }
        let cellWidth = cells.map(\.width).max() ?? 0
        let gap = document.connectsPanels ? FigureTypography.connectedPanelGap : FigureTypography.panelGap
        let rowWidth = { (count: Int) in Double(count) * cellWidth + gap * Double(max(count - 1, 0)) }
        let contentWidth = rows.map { rowWidth($0.count) }.max() ?? 0
        let margin = FigureTypography.margin
        var y = margin
        titleTop = y
        titleLines =
            try document.title.map {
                try measurer.lines($0, font: FigureTypography.title, maximumWidth: max(contentWidth, 240))
            } ?? []
        if !titleLines.isEmpty {
            y += Double(titleLines.count) * 22 + FigureTypography.sectionGap
        }
        var placed: [PlacedPanel] = []
        var connectors: [(from: Point, to: Point)] = []
        for (rowIndex, row) in rows.enumerated() {
            if rowIndex > 0 { y += FigureTypography.rowGap }
            let screenHeight = row.map(\.screenSize.height).max() ?? 0
            var x = margin + (contentWidth - rowWidth(row.count)) / 2
            var rowBottom = y + screenHeight
            var previous: PlacedPanel?
            for cell in row {
                let panel = try Self.place(
                    cell, x: x, width: cellWidth, top: y, screenHeight: screenHeight, zoom: zoom, measurer: measurer)
                if document.connectsPanels, let previous {
                    let height = Self.connectorHeight(between: previous, and: panel, band: y...(y + screenHeight))
                    connectors.append(
                        (Point(x: previous.extent.maxX + 10, y: height), Point(x: panel.extent.minX - 10, y: height)))
                }
                rowBottom = max(
                    rowBottom, panel.noteTop + Double(panel.noteLines.count) * FigureTypography.noteLineHeight)
                placed.append(panel)
                previous = panel
                x += cellWidth + gap
            }
            y = rowBottom
        }
        panels = placed
        self.connectors = connectors
        let legendTop = y + FigureTypography.sectionGap
        let (legend, legendBottom) = try Self.legend(
            figure.legend, top: legendTop, left: margin, width: max(contentWidth, 240), measurer: measurer)
        self.legend = legend
        if !legend.isEmpty { y = legendBottom }
        let titleWidth = try titleLines.map { try measurer.width($0, font: FigureTypography.title) }.max() ?? 0
        let width = (max(contentWidth, titleWidth) + 2 * margin).rounded()
        size = Size(width: width, height: (y + margin).rounded())
    }

    /// The height of the arrow between two panels: the middle of their screens' band, or the nearest height
    /// clear of the labels beside the gap (the first panel's trailing ones, the second's leading ones), so that
    /// the arrow never reads as part of a label ("Secondary → Primary").
    static func connectorHeight(between first: PlacedPanel, and second: PlacedPanel, band: ClosedRange<Double>)
        -> Double
    {
        let labels = first.labels.filter { !$0.isLeading } + second.labels.filter(\.isLeading)
        let clearance = FigureTypography.labelLineHeight
        let middle = (band.lowerBound + band.upperBound) / 2
        var heights: [Double] = [middle]
        for step in 1...12 {
            let offset = Double(step) * 8
            heights += [middle - offset, middle + offset].filter { band.contains($0) }
        }
        let isClear = { (height: Double) in labels.allSatisfy { abs($0.leaderStart.y - height) >= clearance } }
        return heights.first(where: isClear) ?? middle
    }

    /// Measures a panel: its screen at the zoom, and the gutters its labels need.
    private static func cell(
        _ panel: FigurePanel, zoom: Double, screenStyle: FigureScreenStyle, background: ColorComponents,
        measurer: TextMeasurer, pixelsPerPoint: Double, format: RenderFormat
    ) throws -> Cell {
        let screen = try EmbeddedScreen(
            tree: panel.tree, includesDeviceFrame: screenStyle == .bezel, pixelsPerPoint: pixelsPerPoint * zoom,
            format: format, background: background)
        let screenSize = Size(width: screen.size.width * zoom, height: screen.size.height * zoom)
        let bounds = Rect(origin: .zero, size: screenSize)
        var leading = 0.0
        var trailing = 0.0
        for case .label(let anchor, let text) in panel.annotations {
            let width = try measurer.width(text, font: FigureTypography.label) + FigureTypography.leaderRoom
            let scaled = Point(
                x: (screen.screenRect.minX + anchor.x) * zoom, y: (screen.screenRect.minY + anchor.y) * zoom)
            if LabelPlacement.isLeading(scaled, screen: bounds) {
                leading = max(leading, width)
            } else {
                trailing = max(trailing, width)
            }
        }
        let longestWord =
            try (panel.caption ?? "").split(separator: " ").map {
                try measurer.width(String($0), font: FigureTypography.caption)
            }.max() ?? 0
        let width = max(leading + screenSize.width + trailing, FigureTypography.minimumCellWidth, longestWord)
        return Cell(
            panel: panel, screen: screen, screenSize: screenSize, leadingGutter: leading, trailingGutter: trailing,
            width: width)
    }

    /// Places a measured panel in its column: the screen centred (vertically in the row's screen band) on
    /// whole figure points — the @1x pixel grid, so that @2x and @3x renders are the same layout at exactly
    /// two and three times the pixels — the caption and notes under the band.
    private static func place(
        _ cell: Cell, x: Double, width: Double, top: Double, screenHeight: Double, zoom: Double,
        measurer: TextMeasurer
    ) throws -> PlacedPanel {
        let used = cell.leadingGutter + cell.screenSize.width + cell.trailingGutter
        let origin = Point(
            x: (x + (width - used) / 2 + cell.leadingGutter).rounded(),
            y: (top + (screenHeight - cell.screenSize.height) / 2).rounded())
        let captionLines =
            try cell.panel.caption.map {
                try measurer.lines($0, font: FigureTypography.caption, maximumWidth: width)
            } ?? []
        let captionTop = top + screenHeight + FigureTypography.captionGap
        var noteLines: [String] = []
        for note in cell.panel.notes {
            noteLines += try measurer.lines(note, font: FigureTypography.note, maximumWidth: width)
        }
        let noteTop =
            captionTop + Double(captionLines.count) * FigureTypography.captionLineHeight + (noteLines.isEmpty ? 0 : 4)
        var placed = PlacedPanel(
            panel: cell.panel, screen: cell.screen, origin: origin, zoom: zoom, captionLines: captionLines,
            captionTop: captionTop, textCenterX: x + width / 2, noteLines: noteLines, noteTop: noteTop, labels: [],
            leadingGutter: cell.leadingGutter, trailingGutter: cell.trailingGutter)
        let labels = cell.panel.annotations.compactMap { annotation -> (anchor: Point, text: String)? in
            guard case .label(let anchor, let text) = annotation else { return nil }
            return (placed.figurePoint(anchor), text)
        }
        placed.labels = LabelPlacement.place(labels, beside: placed.frame)
        return placed
    }

    /// The legend's entries flowed into lines of at most `width`; returns them and the bottom of the last line.
    private static func legend(
        _ entries: [(number: Int, text: String)], top: Double, left: Double, width: Double, measurer: TextMeasurer
    ) throws -> ([(number: Int, text: String, center: Point)], Double) {
        let radius = FigureTypography.markerRadius
        let lineHeight = 2 * radius + 8
        var x = left
        var y = top
        var placed: [(number: Int, text: String, center: Point)] = []
        for entry in entries {
            let entryWidth = 2 * radius + 6 + (try measurer.width(entry.text, font: FigureTypography.legend))
            if x > left, x + entryWidth > left + width {
                x = left
                y += lineHeight
            }
            placed.append((entry.number, entry.text, Point(x: x + radius, y: y + radius)))
            x += entryWidth + 20
        }
        return (placed, y + 2 * radius)
    }
}
