import CCairo

/// An ARGB32 cairo surface filled from a straight-alpha ``RGBAImage`` (premultiplied on the way in),
/// to be drawn by ``GraphicsContext/drawImage(_:x:y:width:height:)``.
enum ImageSurface {
    /// Creates the surface; throws when cairo cannot allocate it.
    static func make(from image: RGBAImage) throws(GraphicsError) -> SurfaceHandle {
        let operation = "create a \(image.width)×\(image.height) px image surface"
        guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { throw GraphicsError.cairoFailure(operation: operation, status: "out of memory") }
        let surface = try SurfaceHandle(owning: pointer, operation: operation)
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else {
            throw GraphicsError.cairoFailure(operation: operation, status: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        image.bytes.withUnsafeBufferPointer { bytes in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let index = (y * image.width + x) * 4
                    row[x] = premultiplied(bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
        return surface
    }

    /// One native-endian premultiplied ARGB32 pixel.
    private static func premultiplied(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
        let a = UInt32(alpha)
        func scale(_ component: UInt8) -> UInt32 { (UInt32(component) * a + 127) / 255 }
        return a << 24 | scale(red) << 16 | scale(green) << 8 | scale(blue)
    }
}
