import CCairo

/// Converts cairo status codes into ``GraphicsError`` values.
enum CairoStatus {
    /// Throws ``GraphicsError/cairoFailure(operation:status:)`` unless `status` is success.
    static func check(_ status: cairo_status_t, operation: String) throws(GraphicsError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw GraphicsError.cairoFailure(operation: operation, status: describe(status))
    }

    /// cairo's own wording for `status`.
    static func describe(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
        return String(cString: text)
    }
}
