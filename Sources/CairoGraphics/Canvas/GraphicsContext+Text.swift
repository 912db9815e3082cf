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

    /// Draws one line of `text` with each character's glyph placed at `x` plus its entry of `offsets`, on
    /// the baseline at `baselineY`: the caller decides the spacing (kerning included), so text is drawn
    /// exactly where a layout measured it.
    ///
    /// Characters are Unicode scalars, one glyph each, looked up in the font's character map (a character
    /// the font lacks draws its missing-glyph box); `offsets` holds one value per scalar. With fewer
    /// offsets than scalars nothing is drawn.
    public func drawGlyphs(
        _ text: String, offsets: [Double], font: GraphicsFont, color: RGBAColor, x: Double, baselineY: Double
    ) {
        guard !text.isEmpty, offsets.count >= text.unicodeScalars.count, select(font) else { return }
        note(.drawGlyphs(text, offsets: offsets, font: font, color: color, x: x, baselineY: baselineY))
        let scaledFont = cairo_get_scaled_font(pointer)
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = text.withCString { characters in
            cairo_scaled_font_text_to_glyphs(scaledFont, x, baselineY, characters, -1, &glyphs, &count, nil, nil, nil)
        }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return }
        defer { cairo_glyph_free(glyphs) }
        for index in 0..<min(Int(count), offsets.count) {
            glyphs[index].x = x + offsets[index]
            glyphs[index].y = baselineY
        }
        cairo_save(pointer)
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
        cairo_show_glyphs(pointer, glyphs, count)
        cairo_restore(pointer)
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
