import CCairo

extension GraphicsContext {
    /// Draws one line of `text` with its baseline at `baselineY`.
    ///
    /// `x` is the left edge, centre or right edge of the text depending on
    /// `alignment`. The text is drawn in `color` and does not change the
    /// context's current colour. A font that cannot be loaded is reported
    /// when the drawing pass ends.
    public func drawText(
        _ text: String, font: GraphicsFont, color: RGBAColor,
        x: Double, baselineY: Double, alignment: TextAlignment = .left
    ) {
        guard !text.isEmpty, select(font) else { return }
        note(.drawText(text, font: font, color: color, x: x, baselineY: baselineY, alignment: alignment))
        text.withCString { characters in
            let width = advance(of: characters)
            cairo_save(pointer)
            cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
            cairo_new_path(pointer)
            cairo_move_to(pointer, x - alignment.offsetFraction * width, baselineY)
            cairo_show_text(pointer, characters)
            cairo_new_path(pointer)
            cairo_restore(pointer)
        }
    }

    /// The horizontal advance of `text` set in `font`, in user-space units
    /// (0 for empty text or a font that cannot be loaded).
    public func measureText(_ text: String, font: GraphicsFont) -> Double {
        guard !text.isEmpty, select(font) else { return 0 }
        return text.withCString { advance(of: $0) }
    }

    private func select(_ font: GraphicsFont) -> Bool {
        do {
            let face = try fontFaces.face(for: font)
            cairo_set_font_face(pointer, face.pointer)
            cairo_set_font_size(pointer, font.size)
            return true
        } catch {
            record(error)
            return false
        }
    }

    private func advance(of characters: UnsafePointer<CChar>) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(pointer, characters, &extents)
        return extents.x_advance
    }
}
