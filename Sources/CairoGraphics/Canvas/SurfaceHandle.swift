import CCairo

/// Sole owner of one `cairo_surface_t` reference; destroying the handle releases it.
final class SurfaceHandle {
    /// The wrapped surface. Valid for the lifetime of the handle.
    let pointer: OpaquePointer
    /// An object that must outlive the surface (for example the sink its stream writes to).
    private let keepAlive: AnyObject?

    /// Takes ownership of `pointer` after checking its status; on failure the
    /// reference is released and an error naming `operation` is thrown.
    init(owning pointer: OpaquePointer, operation: String, keepAlive: AnyObject? = nil) throws(GraphicsError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw GraphicsError.cairoFailure(operation: operation, status: CairoStatus.describe(status))
        }
        self.pointer = pointer
        self.keepAlive = keepAlive
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Flushes pending drawing and throws if the surface has entered an error state.
    func flushAndCheck(operation: String) throws(GraphicsError) {
        cairo_surface_flush(pointer)
        try CairoStatus.check(cairo_surface_status(pointer), operation: operation)
    }
}
