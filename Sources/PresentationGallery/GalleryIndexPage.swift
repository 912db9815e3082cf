/// The gallery's `index.html`: a section per style, a sub-section per device, each image lazily loaded
/// at its point size with its configuration and key frames as the caption.
///
/// A small script records on `<body data-loaded-images=…>` how many images finished loading, so a
/// headless browser can check the page.
public enum GalleryIndexPage {
    /// The page for `entries` (image paths relative to the page).
    public static func html(_ entries: [GalleryEntry], title: String) -> String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font: 14px -apple-system, Inter, system-ui, sans-serif; margin: 24px; background: #f5f5f7; color: #1d1d1f; }
            h2 { margin: 32px 0 8px; } h3 { margin: 16px 0 8px; font-weight: 600; color: #555; }
            .cells { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; background: white; border-radius: 12px; padding: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
            figure img { display: block; border-radius: 8px; }
            figcaption { font-size: 12px; color: #555; margin-top: 6px; max-width: 320px; }
            figcaption b { color: #1d1d1f; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>

            """
        for row in ContactSheet.groupedByStyle(entries) {
            guard let style = row.first?.cell.style.rawValue else { continue }
            html += "<section id=\"\(escape(style))\">\n<h2>\(escape(style))</h2>\n"
            for group in OrderedGrouping.groups(row, by: { $0.cell.device }) {
                html += "<h3>\(escape(group[0].cell.device))</h3>\n<div class=\"cells\">\n"
                for entry in group { html += figure(entry) }
                html += "</div>\n"
            }
            html += "</section>\n"
        }
        html +=
            HTMLText.imageLoadCountScript + """
                </body>
                </html>

                """
        return html
    }

    private static func figure(_ entry: GalleryEntry) -> String {
        let zoom = 320 / max(entry.pointWidth, entry.pointHeight)
        let width = Int((entry.pointWidth * zoom).rounded())
        let height = Int((entry.pointHeight * zoom).rounded())
        let cell = entry.cell
        let configuration = "\(cell.orientation.rawValue) · \(cell.era.rawValue) · \(cell.appearance.rawValue)"
        return """
            <figure><a href="\(escape(cell.relativePath))"><img src="\(escape(cell.relativePath))" loading="lazy" \
            width="\(width)" height="\(height)" alt="\(escape(cell.style.rawValue)) on \(escape(cell.device))"></a>
            <figcaption><b>\(escape(configuration))</b><br>\(escape(entry.caption))</figcaption></figure>

            """
    }

    private static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
