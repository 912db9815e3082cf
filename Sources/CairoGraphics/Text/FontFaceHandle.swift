import CCairo

/// Sole owner of one `cairo_font_face_t` reference.
///
/// Sendable: the handle is immutable and cairo font faces are thread-safe, reference-counted objects.
final class FontFaceHandle: @unchecked Sendable {
    /// The wrapped font face, valid for the lifetime of the handle.
    let pointer: OpaquePointer

    /// Takes ownership of `pointer` after checking its status.
    init(owning pointer: OpaquePointer, operation: String) throws(GraphicsError) {
        let status = cairo_font_face_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(pointer)
            throw GraphicsError.cairoFailure(operation: operation, status: CairoStatus.describe(status))
        }
        self.pointer = pointer
    }

    deinit {
        cairo_font_face_destroy(pointer)
    }

    /// Resolves `family` at `weight` through fontconfig.
    static func resolve(family: String, weight: GraphicsFont.Weight) throws(GraphicsError) -> FontFaceHandle {
        let operation = "load font '\(family)' (\(weight))"
        guard pk_font_match_has_family(family, weight.fontconfigWeight) == 1 else {
            throw GraphicsError.fontMissing(family: family, package: GraphicsFont.package(providing: family))
        }
        guard let face = pk_font_face_create(family, weight.fontconfigWeight) else {
            throw GraphicsError.cairoFailure(operation: operation, status: "fontconfig found no usable font")
        }
        return try FontFaceHandle(owning: face, operation: operation)
    }

    /// The path of the font file fontconfig selects for `family` at `weight`, if any.
    static func matchedFilePath(family: String, weight: GraphicsFont.Weight) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let status = pk_font_match_file(family, weight.fontconfigWeight, &buffer, buffer.count)
        guard status == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
