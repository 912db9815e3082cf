import CCairo

/// An A8 image holding the blurred coverage of a shape, positioned in device space.
///
/// Only the shape's bounding box plus the blur's reach (clipped to the visible
/// area plus that reach, so off-screen parts still contribute correctly) is
/// allocated and blurred.
struct ShadowMask {
    /// The mask image; its device scale makes one mask pixel 1 / resolution device units.
    let surface: SurfaceHandle
    /// Device-space position of the mask's top-left pixel.
    let originX: Double
    let originY: Double

    /// Largest mask side, in pixels, that will be allocated.
    static let maximumDimension = 16384

    /// Renders `path` (filled with `rule`, under `userToDevice` then scaled by
    /// `resolution`) into a fresh mask and blurs it; nil when nothing is visible.
    static func render(
        path: GraphicsPath, rule: GraphicsContext.FillRule, userToDevice: TransformMatrix,
        shapeBounds: PixelBounds, visibleBounds: PixelBounds, blur: BoxBlur, resolution: Double
    ) throws(GraphicsError) -> ShadowMask? {
        let area = shapeBounds.expanded(by: blur.reach).intersection(visibleBounds.expanded(by: blur.reach))
        guard !area.isEmpty else { return nil }
        guard area.width <= maximumDimension, area.height <= maximumDimension else {
            throw GraphicsError.cairoFailure(
                operation: "allocate a \(area.width)×\(area.height) px shadow mask", status: "the mask is too large")
        }
        let surface = try makeSurface(width: area.width, height: area.height)
        try fill(surface, with: path, rule: rule, transform: userToDevice, resolution: resolution, origin: area)
        blurPixels(of: surface, with: blur)
        cairo_surface_set_device_scale(surface.pointer, resolution, resolution)
        return ShadowMask(
            surface: surface, originX: Double(area.minX) / resolution, originY: Double(area.minY) / resolution)
    }

    private static func makeSurface(width: Int, height: Int) throws(GraphicsError) -> SurfaceHandle {
        let operation = "create a \(width)×\(height) px shadow mask"
        guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            throw GraphicsError.cairoFailure(operation: operation, status: "out of memory")
        }
        return try SurfaceHandle(owning: pointer, operation: operation)
    }

    private static func fill(
        _ surface: SurfaceHandle, with path: GraphicsPath, rule: GraphicsContext.FillRule,
        transform: TransformMatrix, resolution: Double, origin: PixelBounds
    ) throws(GraphicsError) {
        let context = try GraphicsContext(target: surface, shadowResolution: resolution)
        var matrix = TransformMatrix(
            a: transform.a * resolution, b: transform.b * resolution,
            c: transform.c * resolution, d: transform.d * resolution,
            tx: transform.tx * resolution - Double(origin.minX), ty: transform.ty * resolution - Double(origin.minY)
        ).cairoMatrix
        cairo_set_matrix(context.pointer, &matrix)
        context.setColor(.black)
        context.fill(path, rule: rule)
        try context.finishPass(operation: "draw a shadow mask")
    }

    private static func blurPixels(of surface: SurfaceHandle, with blur: BoxBlur) {
        let pointer = surface.pointer
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return }
        blur.apply(
            to: data,
            width: Int(cairo_image_surface_get_width(pointer)),
            height: Int(cairo_image_surface_get_height(pointer)),
            stride: Int(cairo_image_surface_get_stride(pointer))
        )
        cairo_surface_mark_dirty(pointer)
    }
}
