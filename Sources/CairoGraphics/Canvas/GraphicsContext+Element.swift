extension GraphicsContext {
    /// Marks everything `body` draws as one element of the document, so that a reader of the output can find
    /// it: an SVG document wraps it in a group (`<g id="…" class="…">`); raster and PDF output only run `body`.
    ///
    /// The marker does not save or restore the graphics state: a transform or clip `body` leaves behind keeps
    /// applying after it. Markers nest.
    ///
    /// - Parameters:
    ///   - id: the element's identifier, unique in the document (`nil` for none). An SVG document turns
    ///     characters an XML name cannot hold into `-` (and starts a name that would begin with a digit,
    ///     `-` or `.` with `_`); a repeated identifier gets a suffix, `-2`, `-3`, ….
    ///   - classes: class names for the element (an SVG `class` attribute; whitespace inside a name
    ///     becomes `-`).
    ///   - body: the drawing to mark.
    public func withElement(id: String?, classes: [String], _ body: () throws -> Void) rethrows {
        note(.beginElement(id: id, classes: classes))
        defer { note(.endElement) }
        try body()
    }
}
