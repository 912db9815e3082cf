import CairoGraphics
import Foundation
import WholeNumbers

/// A PNG overview of many small images: a title, then sections, each a heading and its thumbnails in
/// lines no wider than ``maximumLineWidth`` pixels, every thumbnail with one or two lines of text
/// underneath (the first in medium weight). The gallery's contact sheet and an animation's contact
/// sheet are both drawn this way.
public struct ThumbnailSheet: Sendable {
    /// One thumbnail and the text under it.
    public struct Tile: Sendable {
        /// The picture, drawn at its pixel size.
        public var image: RGBAImage
        /// The text underneath, one entry per line.
        public var lines: [String]

        /// Creates a tile.
        public init(image: RGBAImage, lines: [String]) {
            self.image = image
            self.lines = lines
        }
    }

    /// A heading and its tiles.
    public struct Section: Sendable {
        /// The heading.
        public var title: String
        /// The tiles, in order.
        public var tiles: [Tile]
        /// Tiles to a line; `nil`: as many as fit in ``ThumbnailSheet/maximumLineWidth``.
        public var columns: Int?

        /// Creates a section.
        public init(title: String, tiles: [Tile], columns: Int? = nil) {
            self.title = title
            self.tiles = tiles
            self.columns = columns.map { max(1, $0) }
        }
    }

    static let margin = 24.0, gap = 16.0, labelHeight = 40.0, sectionTitleHeight = 30.0, titleHeight = 40.0
    /// The widest a line of thumbnails gets before wrapping, in pixels.
    public static let maximumLineWidth = 3200.0
    /// The widest a sheet gets, in pixels: its widest line and the margins on either side.
    public static let maximumPixelWidth = maximumLineWidth + 2 * margin
    static let labelColor = RGBAColor(red: 0.3, green: 0.3, blue: 0.33)

    /// The title at the top (also the PNG's `Title` text).
    public var title: String
    /// The sections, top to bottom.
    public var sections: [Section]

    /// Creates a sheet.
    public init(title: String, sections: [Section]) {
        self.title = title
        self.sections = sections
    }

    /// The sheet as PNG data (72 DPI, `Title` and `Software` text chunks).
    public func png() throws -> Data {
        let wrapped = sections.map { (title: $0.title, lines: Self.lines($0.tiles, columns: $0.columns)) }
        let width = wrapped.flatMap(\.lines).map(Self.lineWidth).max() ?? 0
        let height = wrapped.reduce(0.0) { total, section in
            total + Self.sectionTitleHeight + section.lines.reduce(0.0) { $0 + Self.lineHeight($1) }
        }
        let canvas = try RasterCanvas(
            pixelWidth: (width + 2 * Self.margin).rounded(.up),
            pixelHeight: (height + 2 * Self.margin + Self.titleHeight).rounded(.up))
        try canvas.draw { context in
            context.setColor(RGBAColor(red: 0.96, green: 0.96, blue: 0.97))
            context.paint()
            context.drawText(
                title, font: GraphicsFont(size: 20, weight: .semibold), color: .black, x: Self.margin,
                baselineY: Self.margin + 16)
            var y = Self.margin + Self.titleHeight
            for section in wrapped { y = Self.draw(section, at: y, in: context) }
        }
        return try PNGEncoder(
            options: PNGEncodingOptions(
                compressionLevel: 6, pointScale: 1,
                textEntries: [
                    PNGTextEntry(keyword: "Title", text: title),
                    PNGTextEntry(keyword: "Software", text: PresentationRenderer.softwareName),
                ])
        ).encode(canvas)
    }

    /// The sheet cut into pages no taller than `maximumPixelHeight` (the raster canvas's limit by default), each
    /// a sheet of its own: sections continue on the next page under their title and "(continued)", and the
    /// pages' titles say "page n of m" when there is more than one. A sheet that fits is its only page.
    public func pages(maximumPixelHeight: Double = Double(RasterCanvas.maximumPixelDimension)) -> [ThumbnailSheet] {
        let available = maximumPixelHeight - 2 * Self.margin - Self.titleHeight
        var pages: [[Section]] = []
        var page: [Section] = []
        var used = 0.0
        for section in sections {
            var title = section.title
            var placedLines = 0
            for line in Self.lines(section.tiles, columns: section.columns) {
                let needsTitle = page.last?.title != title
                let needed = Self.lineHeight(line) + (needsTitle ? Self.sectionTitleHeight : 0)
                if !page.isEmpty, used + needed > available {
                    pages.append(page)
                    page = []
                    used = 0
                    if placedLines > 0 { title = "\(section.title) (continued)" }
                }
                if page.last?.title != title {
                    page.append(Section(title: title, tiles: [], columns: section.columns))
                    used += Self.sectionTitleHeight
                }
                page[page.count - 1].tiles += line
                used += Self.lineHeight(line)
                placedLines += 1
            }
        }
        if !page.isEmpty { pages.append(page) }
        guard pages.count > 1 else { return [self] }
        return pages.enumerated().map { index, sections in
            ThumbnailSheet(title: "\(title), page \(index + 1) of \(pages.count)", sections: sections)
        }
    }

    /// The columns of a readable grid of `count` tiles of `tileWidth` × `tileHeight` pixels (text under them included): the grid closest
    /// to a 3:2 landscape page, no wider than ``maximumLineWidth``, whose last row is at least half full (so
    /// no frame is left alone on a row) — 20 phone frames make 3 rows of 8, 8 and 4.
    public static func balancedColumns(count: Int, tileWidth: Double, tileHeight: Double) -> Int {
        guard count > 1 else { return 1 }
        let fitting = Int(saturating: ((maximumLineWidth + gap) / max(1, tileWidth + gap)).rounded(.down))
        let candidates = (1...max(1, min(count, fitting))).filter { columns in
            let rows = (count + columns - 1) / columns
            return rows == 1 || count - (rows - 1) * columns >= (columns + 1) / 2
        }
        func distanceFromPage(_ columns: Int) -> Double {
            let rows = Double((count + columns - 1) / columns)
            let width = Double(columns) * (tileWidth + gap)
            let height = rows * tileHeight
            return abs(log(width / height) - log(1.5))
        }
        return candidates.min { distanceFromPage($0) < distanceFromPage($1) } ?? 1
    }

    /// Tiles broken into lines of `columns` tiles, or (without) into lines that fit ``maximumLineWidth``.
    static func lines(_ tiles: [Tile], columns: Int? = nil) -> [[Tile]] {
        if let columns {
            return stride(from: 0, to: tiles.count, by: columns).map {
                Array(tiles[$0..<min($0 + columns, tiles.count)])
            }
        }
        var lines: [[Tile]] = []
        var current: [Tile] = []
        var width = 0.0
        for tile in tiles {
            let added = Double(tile.image.width) + (current.isEmpty ? 0 : gap)
            if !current.isEmpty, width + added > maximumLineWidth {
                lines.append(current)
                current = []
                width = 0
            }
            width += Double(tile.image.width) + (current.isEmpty ? 0 : gap)
            current.append(tile)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func lineWidth(_ line: [Tile]) -> Double {
        line.reduce(0.0) { $0 + Double($1.image.width) + gap } - gap
    }

    private static func lineHeight(_ line: [Tile]) -> Double {
        (line.map { Double($0.image.height) }.max() ?? 0) + labelHeight
    }

    /// Draws a section's title and lines from `top`; returns where the next section starts.
    private static func draw(
        _ section: (title: String, lines: [[Tile]]), at top: Double,
        in context: GraphicsContext
    ) -> Double {
        guard !section.lines.isEmpty else { return top }
        context.drawText(
            section.title, font: GraphicsFont(size: 16, weight: .semibold), color: .black, x: margin,
            baselineY: top + 18)
        var y = top + sectionTitleHeight
        for line in section.lines {
            draw(line, at: y, in: context)
            y += lineHeight(line)
        }
        return y
    }

    private static func draw(_ line: [Tile], at imageTop: Double, in context: GraphicsContext) {
        var x = margin
        for tile in line {
            let image = tile.image
            context.drawImage(image, x: x, y: imageTop, width: Double(image.width), height: Double(image.height))
            let baseline = imageTop + Double(image.height) + 14
            for (index, text) in tile.lines.prefix(2).enumerated() {
                context.drawText(
                    text, font: GraphicsFont(size: 10, weight: index == 0 ? .medium : .regular),
                    color: labelColor, x: x, baselineY: baseline + 13 * Double(index))
            }
            x += Double(image.width) + gap
        }
    }
}
