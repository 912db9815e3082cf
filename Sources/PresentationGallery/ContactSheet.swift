import CairoGraphics
import Foundation
import PresentationRendering

/// One PNG overview of a gallery: a section per style, the cells' thumbnails in lines no wider than
/// ``maximumLineWidth`` pixels, each with its device and configuration written underneath (drawn by
/// PresentationRendering's `ThumbnailSheet`, which an animation's contact sheet shares).
public enum ContactSheet {
    /// The widest a line of thumbnails gets before wrapping, in pixels.
    public static let maximumLineWidth = ThumbnailSheet.maximumLineWidth

    /// The contact sheet of `entries` (in their order, grouped by style) as PNG data, one per page: a sheet
    /// taller than `maximumPixelHeight` (by default what the canvas allows; every era of a full gallery) is cut
    /// into pages that fit.
    public static func pages(
        _ entries: [GalleryEntry], title: String,
        maximumPixelHeight: Double = Double(RasterCanvas.maximumPixelDimension)
    ) throws -> [Data] {
        try sheet(entries, title: title).pages(maximumPixelHeight: maximumPixelHeight).map { try $0.png() }
    }

    /// The file name of page `index` (from 0): `contact-sheet.png`, then `contact-sheet-2.png`, ….
    public static func fileName(ofPage index: Int) -> String {
        index == 0 ? "contact-sheet.png" : "contact-sheet-\(index + 1).png"
    }

    private static func sheet(_ entries: [GalleryEntry], title: String) -> ThumbnailSheet {
        let sections = groupedByStyle(entries).map { group in
            ThumbnailSheet.Section(
                title: group.first?.cell.style.rawValue ?? "",
                tiles: group.map { entry in
                    ThumbnailSheet.Tile(
                        image: entry.thumbnail,
                        lines: [entry.cell.device, "\(entry.cell.orientation.rawValue) · \(entry.cell.era.rawValue)"])
                })
        }
        return ThumbnailSheet(title: title, sections: sections)
    }

    /// Entries grouped by style, keeping the first-seen order of styles and of entries.
    static func groupedByStyle(_ entries: [GalleryEntry]) -> [[GalleryEntry]] {
        OrderedGrouping.groups(entries) { $0.cell.style.rawValue }
    }
}
