/// The gallery page's style × device matrix: a row per style, a column per device (in the order they first
/// appear), each cell holding that pair's images (orientations, eras, appearances) as small thumbnails.
/// Hidden until the page's view switch shows it; the script hides the rows and columns the filters empty.
enum GalleryMatrixTable {
    /// The matrix section for `entries`.
    static func html(_ entries: [GalleryEntry]) -> String {
        let devices = GalleryFacet.device.values(in: entries)
        let columns = devices.map {
            "<th scope=\"col\" data-column=\"\(HTMLText.escape($0))\">\(HTMLText.escape($0))</th>"
        }
        let rows = ContactSheet.groupedByStyle(entries).map { row($0, devices: devices) }
        return """
            <section id="matrix-view" class="matrix-view" aria-labelledby="matrix-heading" hidden>
            <h2 id="matrix-heading">Style × device</h2>
            <div class="matrix-scroll">
            <table class="matrix">
            <thead><tr><th scope="col">Style</th>\(columns.joined())</tr></thead>
            <tbody>
            \(rows.joined())</tbody>
            </table>
            </div>
            </section>

            """
    }

    /// One style's row: its name, then a cell per device with that device's images of the style.
    private static func row(_ style: [GalleryEntry], devices: [String]) -> String {
        let name = HTMLText.escape(style.first?.cell.style.rawValue ?? "")
        let byDevice = Dictionary(grouping: style) { $0.cell.device }
        let cells = devices.map { device in
            let thumbnails = (byDevice[device] ?? []).map {
                GalleryThumbnail(entry: $0, longerSide: GalleryIndexPage.matrixImageSide)
                    .html(linkClass: "thumb", standalone: true)
            }
            return "<td data-column=\"\(HTMLText.escape(device))\">\(thumbnails.joined())</td>"
        }
        return """
            <tr id="matrix-\(name)" data-style="\(name)"><th scope="row">\(name)</th>\(cells.joined())</tr>

            """
    }
}
