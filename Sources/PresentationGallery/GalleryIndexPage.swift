/// The gallery's `index.html`: one self-contained page (inline style and script, no other resources, so it
/// works from `file://`) with a header, a sticky sidebar holding the filters and a table of contents by
/// style, the images as a list of figures grouped by style or as a style × device matrix, and a lightbox.
///
/// Every figure carries its facets (style, device, orientation, era, appearance) as `data-*` attributes,
/// which the page's script (``GalleryPageScript``) filters by. Without JavaScript the page shows the list
/// and each image links to its PNG. The same entries always give the same bytes.
///
/// A small script records on `<body data-loaded-images=…>` how many images finished loading, so a
/// headless browser can check the page.
public enum GalleryIndexPage {
    /// The longer side of an image in the list, in CSS pixels.
    static let listImageSide = 180.0
    /// The longer side of an image in the matrix, in CSS pixels.
    static let matrixImageSide = 56.0

    /// The page for `entries` (image paths relative to the page).
    public static func html(_ entries: [GalleryEntry], title: String) -> String {
        let styles = ContactSheet.groupedByStyle(entries)
        return [
            head(title: title),
            "<body>\n<a class=\"skip\" href=\"#main\">Skip to the images</a>\n",
            header(entries, title: title),
            "<div class=\"page\">\n<aside class=\"sidebar\" aria-label=\"Filters and contents\">\n",
            GalleryFilterForm.html(entries),
            tableOfContents(styles),
            "</aside>\n<main id=\"main\">\n",
            "<p id=\"no-match\" class=\"no-match\" hidden>No image matches the filters.</p>\n",
            listView(styles),
            GalleryMatrixTable.html(entries),
            "</main>\n</div>\n",
            lightbox,
            GalleryPageScript.html,
            HTMLText.imageLoadCountScript,
            "</body>\n</html>\n",
        ].joined()
    }

    private static func head(title: String) -> String {
        """
        <!doctype html>
        <html lang="en" class="no-js">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(GalleryPageStyle.css)</style>
        </head>

        """
    }

    /// The title and what the gallery holds, e.g. `304 images · 8 styles · 19 devices · 2 orientations …`.
    private static func header(_ entries: [GalleryEntry], title: String) -> String {
        let counts = GalleryFacet.allCases.map { facet in
            let count = facet.values(in: entries).count
            return "\(count) \(facet.rawValue)\(count == 1 ? "" : "s")"
        }
        let summary = (["\(entries.count) image\(entries.count == 1 ? "" : "s")"] + counts).joined(separator: " · ")
        return """
            <header class="top">
            <h1>\(HTMLText.escape(title))</h1>
            <p class="summary">\(HTMLText.escape(summary))</p>
            <p class="keys needs-js">Keys: <kbd>/</kbd> filter · <kbd>←</kbd><kbd>→</kbd><kbd>↑</kbd><kbd>↓</kbd> or \
            <kbd>J</kbd><kbd>K</kbd> move · <kbd>Enter</kbd> open · <kbd>Esc</kbd> close</p>
            </header>

            """
    }

    /// A link per style to its section, with the number of its images (the script counts the visible ones).
    private static func tableOfContents(_ styles: [[GalleryEntry]]) -> String {
        let items = styles.compactMap { group -> String? in
            guard let style = group.first.map({ HTMLText.escape($0.cell.style.rawValue) }) else { return nil }
            return """
                <li><a href="#style-\(style)" data-style="\(style)">\(style) <span class="count">\(group.count)</span></a></li>

                """
        }
        return """
            <nav class="toc" aria-labelledby="toc-heading">
            <h2 id="toc-heading">Styles</h2>
            <ol>
            \(items.joined())</ol>
            </nav>

            """
    }

    /// A section per style with a figure per image.
    private static func listView(_ styles: [[GalleryEntry]]) -> String {
        let sections = styles.compactMap { group -> String? in
            guard let style = group.first.map({ HTMLText.escape($0.cell.style.rawValue) }) else { return nil }
            return """
                <section class="style-section" id="style-\(style)" data-style="\(style)" \
                aria-labelledby="heading-\(style)">
                <h2 id="heading-\(style)">\(style) <span class="count">\(group.count)</span></h2>
                <div class="cells">
                \(group.map(figure).joined())</div>
                </section>

                """
        }
        return "<div id=\"list-view\" class=\"list-view\">\n\(sections.joined())</div>\n"
    }

    /// One image with its device, configuration and key frames.
    private static func figure(_ entry: GalleryEntry) -> String {
        let cell = entry.cell
        let thumbnail = GalleryThumbnail(entry: entry, longerSide: listImageSide)
        let configuration = [cell.orientation.rawValue, cell.era.rawValue, cell.appearance.rawValue]
            .joined(separator: " · ")
        return """
            <figure class="cell" \(GalleryFacet.dataAttributes(of: cell))>\(thumbnail.html(linkClass: "shot", standalone: false))
            <figcaption><b>\(HTMLText.escape(cell.device))</b> \(HTMLText.escape(configuration))\
            <span class="frames">\(HTMLText.escape(entry.caption))</span></figcaption></figure>

            """
    }

    /// The overlay that shows an image at full size with its caption; the script fills it in.
    private static let lightbox = """
        <dialog id="lightbox" class="lightbox" aria-label="Full-size image" aria-describedby="lightbox-caption">
        <div class="lightbox-body">
        <figure><div class="lightbox-image"></div><figcaption id="lightbox-caption"></figcaption></figure>
        <div class="lightbox-controls">
        <button type="button" data-step="-1">← Previous</button>
        <span id="lightbox-position"></span>
        <button type="button" data-step="1">Next →</button>
        <a id="lightbox-link">Open the PNG</a>
        <button type="button" id="lightbox-close" autofocus>Close</button>
        </div>
        </div>
        </dialog>

        """
}
