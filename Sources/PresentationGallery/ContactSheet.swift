import CairoGraphics
import Foundation

/// One PNG overview of a gallery: a section per style, the cells' thumbnails in lines no wider than
/// ``maximumLineWidth`` pixels, each with its device and configuration written underneath.
public enum ContactSheet {
    static let margin = 24.0, gap = 16.0, labelHeight = 40.0, sectionTitleHeight = 30.0
    /// The widest a line of thumbnails gets before wrapping, in pixels.
    public static let maximumLineWidth = 3200.0

    /// The contact sheet of `entries` (in their order, grouped by style) as PNG data.
    public static func png(_ entries: [GalleryEntry], title: String) throws -> Data {
        let sections = groupedByStyle(entries).map(lines)
        let width = sections.joined().map(lineWidth).max() ?? 0
        let height = sections.reduce(0.0) { total, section in
            total + sectionTitleHeight + section.reduce(0.0) { $0 + lineHeight($1) }
        }
        let canvas = try RasterCanvas(pixelWidth: (width + 2 * margin).rounded(.up),
                                      pixelHeight: (height + 2 * margin + 40).rounded(.up))
        try canvas.draw { context in
            context.setColor(RGBAColor(red: 0.96, green: 0.96, blue: 0.97))
            context.paint()
            context.drawText(title, font: GraphicsFont(size: 20, weight: .semibold), color: .black, x: margin,
                             baselineY: margin + 16)
            var y = margin + 40
            for section in sections { y = draw(section, at: y, in: context) }
        }
        return try PNGEncoder(options: PNGEncodingOptions(
            compressionLevel: 6, pointScale: 1,
            textEntries: [PNGTextEntry(keyword: "Title", text: title),
                          PNGTextEntry(keyword: "Software", text: "PresentationKit")])).encode(canvas)
    }

    /// A style's entries broken into lines that fit ``maximumLineWidth``.
    static func lines(_ entries: [GalleryEntry]) -> [[GalleryEntry]] {
        var lines: [[GalleryEntry]] = [], current: [GalleryEntry] = [], width = 0.0
        for entry in entries {
            let added = Double(entry.thumbnail.width) + (current.isEmpty ? 0 : gap)
            if !current.isEmpty, width + added > maximumLineWidth {
                lines.append(current)
                current = []
                width = 0
            }
            width += Double(entry.thumbnail.width) + (current.isEmpty ? 0 : gap)
            current.append(entry)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func lineWidth(_ line: [GalleryEntry]) -> Double {
        line.reduce(0.0) { $0 + Double($1.thumbnail.width) + gap } - gap
    }

    private static func lineHeight(_ line: [GalleryEntry]) -> Double {
        (line.map { Double($0.thumbnail.height) }.max() ?? 0) + labelHeight
    }

    /// Draws a style's title and lines from `top`; returns where the next section starts.
    private static func draw(_ section: [[GalleryEntry]], at top: Double, in context: GraphicsContext) -> Double {
        guard let first = section.first?.first else { return top }
        context.drawText(first.cell.style.rawValue, font: GraphicsFont(size: 16, weight: .semibold),
                         color: .black, x: margin, baselineY: top + 18)
        var y = top + sectionTitleHeight
        for line in section {
            draw(line, at: y, in: context)
            y += lineHeight(line)
        }
        return y
    }

    private static func draw(_ line: [GalleryEntry], at imageTop: Double, in context: GraphicsContext) {
        var x = margin
        for entry in line {
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
