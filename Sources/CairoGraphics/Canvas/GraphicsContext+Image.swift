import CCairo

extension GraphicsContext {
    /// Draws an image scaled into the rectangle `(x, y, width, height)` in user space, with cairo's
    /// good-quality filter (used for contact sheets, thumbnails and image views); the edges stay sharp and
    /// opaque. Failures surface at the end of the pass.
    public func drawImage(_ image: RGBAImage, x: Double, y: Double, width: Double, height: Double) {
        guard image.width > 0, image.height > 0, width > 0, height > 0, width.isFinite, height.isFinite else { return }
        let surface: SurfaceHandle
        do {
            surface = try ImageSurface.make(from: image)
        } catch {
            record(error)
            return
        }
        note(.drawImage(image, x: x, y: y, width: width, height: height))
        cairo_save(pointer)
        cairo_translate(pointer, x, y)
        cairo_scale(pointer, width / Double(image.width), height / Double(image.height))
        cairo_set_source_surface(pointer, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_GOOD)
        // The edge pixels extend outward for filtering, so a scaled-up image keeps its edges opaque.
        cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
        cairo_rectangle(pointer, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(pointer)
        cairo_restore(pointer)
    }
}
