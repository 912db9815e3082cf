import PresentationKit
import WholeNumbers

/// A cell's image on the gallery page, shown smaller than its PNG: a link to the full-size PNG (which works
/// without JavaScript; the page's script opens it in a lightbox instead) around an `<img>` that loads
/// lazily. The `<img>` carries its displayed size, so the layout does not move as images arrive, and the
/// device's display corner radius at that size, so the page's screen edge follows the rounded screen.
struct GalleryThumbnail {
    /// The image shown.
    let entry: GalleryEntry
    /// The displayed length of the image's longer side, in CSS pixels.
    let longerSide: Double

    /// CSS pixels per point.
    private var zoom: Double { longerSide / max(entry.pointWidth, entry.pointHeight, 1) }

    /// `<a class="…" href="…"><img …></a>`. A `standalone` thumbnail (one not inside a figure with a
    /// caption) has the cell's facets on its link and its description as the link's tooltip.
    func html(linkClass: String, standalone: Bool) -> String {
        let cell = entry.cell
        let path = HTMLText.escape(cell.relativePath)
        let width = Int(saturating: (entry.pointWidth * zoom).rounded())
        let height = Int(saturating: (entry.pointHeight * zoom).rounded())
        let radius = LayoutNumberFormat.compact(cell.scene.device.displayCornerRadius * zoom)
        let description = HTMLText.escape(Self.description(of: entry))
        let attributes = standalone ? " \(GalleryFacet.dataAttributes(of: cell)) title=\"\(description)\"" : ""
        return """
            <a class="\(linkClass)" href="\(path)"\(attributes)><img src="\(path)" \
            loading="lazy" width="\(width)" height="\(height)" style="border-radius: \(radius)px" \
            alt="\(description)"></a>
            """
    }

    /// What the image shows, for its alternative text and the lightbox caption: e.g. `pageSheet on
    /// iphone-16, portrait, ios18, light: presented (0,69,393,783) · dim 0.2 · presenter ×0.92`.
    static func description(of entry: GalleryEntry) -> String {
        let cell = entry.cell
        let configuration = [cell.orientation.rawValue, cell.era.rawValue, cell.appearance.rawValue]
        let summary = "\(cell.style.rawValue) on \(cell.device), \(configuration.joined(separator: ", "))"
        return entry.caption.isEmpty ? summary : "\(summary): \(entry.caption)"
    }
}
