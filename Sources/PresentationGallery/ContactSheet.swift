import CairoGraphics
import Foundation

/// One PNG overview of a gallery: a row per style, the cells' thumbnails side by side with their
/// configuration written underneath.
public enum ContactSheet {
    static let margin = 24.0, gap = 16.0, labelHeight = 40.0, rowTitleHeight = 30.0

    /// The contact sheet of `entries` (in their order, grouped into rows by style) as PNG data.
    public static func png(_ entries: [GalleryEntry], title: String) throws -> Data {
        let rows = groupedByStyle(entries)
        let rowHeights = rows.map { row in (row.map { Double($0.thumbnail.height) }.max() ?? 0) + labelHeight + rowTitleHeight }
        let rowWidths = rows.map { row in row.reduce(0.0) { $0 + Double($1.thumbnail.width) + gap } - gap }
        let width = (rowWidths.max() ?? 0) + 2 * margin
        let height = rowHeights.reduce(0, +) + 2 * margin + 40
        let canvas = try RasterCanvas(pixelWidth: width.rounded(.up), pixelHeight: height.rounded(.up))
        try canvas.draw { context in
            context.setColor(RGBAColor(red: 0.96, green: 0.96, blue: 0.97))
            context.paint()
            context.drawText(title, font: GraphicsFont(size: 20, weight: .semibold), color: .black, x: margin,
                             baselineY: margin + 16)
            var y = margin + 40
            for (row, rowHeight) in zip(rows, rowHeights) {
                draw(row, at: y, in: context)
                y += rowHeight
            }
        }
        return try PNGEncoder(options: PNGEncodingOptions(
            compressionLevel: 6, pointScale: 1,
            textEntries: [PNGTextEntry(keyword: "Title", text: title),
                          PNGTextEntry(keyword: "Software", text: "PresentationKit")])).encode(canvas)
    }

    private static func draw(_ row: [GalleryEntry], at top: Double, in context: GraphicsContext) {
        guard let first = row.first else { return }
        context.drawText(first.cell.style.rawValue, font: GraphicsFont(size: 16, weight: .semibold),
                         color: .black, x: margin, baselineY: top + 18)
        var x = margin
        let imageTop = top + rowTitleHeight
        for entry in row {
            let image = entry.thumbnail
            context.drawImage(image, x: x, y: imageTop, width: Double(image.width), height: Double(image.height))
            let color = RGBAColor(red: 0.3, green: 0.3, blue: 0.33)
            let baseline = imageTop + Double(image.height) + 14
            context.drawText(entry.cell.device, font: GraphicsFont(size: 10, weight: .medium), color: color,
                             x: x, baselineY: baseline)
            context.drawText("\(entry.cell.orientation.rawValue) · \(entry.cell.era.rawValue)", font: GraphicsFont(size: 10),
                             color: color, x: x, baselineY: baseline + 13)
            x += Double(image.width) + gap
        }
    }

    /// Entries grouped by style, keeping the first-seen order of styles and of entries.
    static func groupedByStyle(_ entries: [GalleryEntry]) -> [[GalleryEntry]] {
        OrderedGrouping.groups(entries) { $0.cell.style.rawValue }
    }
}
