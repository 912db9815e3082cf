import CairoGraphics
import Foundation
import PresentationRendering

/// One PNG overview of a gallery: a section per style, the cells' thumbnails in lines no wider than
/// ``maximumLineWidth`` pixels, each with its device and configuration written underneath (drawn by
/// PresentationRendering's `ThumbnailSheet`, which an animation's contact sheet shares).
public enum ContactSheet {
    /// The widest a line of thumbnails gets before wrapping, in pixels.
    public static let maximumLineWidth = ThumbnailSheet.maximumLineWidth

    /// The contact sheet of `entries` (in their order, grouped by style) as PNG data.
    public static func png(_ entries: [GalleryEntry], title: String) throws -> Data {
        let sections = groupedByStyle(entries).map { group in
            ThumbnailSheet.Section(
                title: group.first?.cell.style.rawValue ?? "",
                tiles: group.map { entry in
                    ThumbnailSheet.Tile(
                        image: entry.thumbnail,
                        lines: [entry.cell.device, "\(entry.cell.orientation.rawValue) · \(entry.cell.era.rawValue)"])
                })
        }
        return try ThumbnailSheet(title: title, sections: sections).png()
    }

    /// Entries grouped by style, keeping the first-seen order of styles and of entries.
    static func groupedByStyle(_ entries: [GalleryEntry]) -> [[GalleryEntry]] {
        OrderedGrouping.groups(entries) { $0.cell.style.rawValue }
    }
}
