/// The gallery page's filters: a text field, a menu per facet, the number of visible images, a reset
/// button and the switch between the list and the matrix. Hidden without JavaScript, which they need.
enum GalleryFilterForm {
    /// The form for the facets' values among `entries`.
    static func html(_ entries: [GalleryEntry]) -> String {
        """
        <form id="filters" class="filters needs-js" role="search" aria-label="Filter the images">
        <label class="search">Find <input type="search" id="filter-text" name="q" placeholder="Device, style, frame… (press /)" autocomplete="off"></label>
        \(GalleryFacet.allCases.map { menu($0, values: $0.values(in: entries)) }.joined())\
        <p class="status"><output id="visible-count" aria-live="polite">\(entries.count) of \(entries.count) images</output>
        <button type="button" id="reset-filters">Reset</button></p>
        <div class="view-switch" role="group" aria-label="View">
        <button type="button" data-view="list" aria-pressed="true">List</button>
        <button type="button" data-view="matrix" aria-pressed="false">Matrix</button>
        </div>
        </form>

        """
    }

    /// `<label>Device <select name="device">…</select></label>`: every value, after one that keeps them all.
    private static func menu(_ facet: GalleryFacet, values: [String]) -> String {
        let options = values.map { "<option value=\"\(HTMLText.escape($0))\">\(HTMLText.escape($0))</option>" }
        return """
            <label>\(facet.label) <select name="\(facet.rawValue)"><option value="">\(facet.everyValueLabel)</option>\
            \(options.joined())</select></label>

            """
    }
}
