/// `<text>` elements: real, selectable text set in the drawing's font, so a browser shows the same Inter
/// glyphs the raster renderer draws.
enum SVGText {
    /// The style rule every text element follows: glyph per character, as cairo sets it (no kerning,
    /// ligatures or contextual alternates, which would move or swap glyphs the layout placed), and outlines
    /// at their exact size rather than hinted to whole pixels.
    static let styleRule =
        "text{font-kerning:none;font-variant-ligatures:none;text-rendering:geometricPrecision}"

    /// ``GraphicsContext/drawText(_:font:color:x:baselineY:alignment:)``: anchored at `x` by the alignment
    /// (`text-anchor`), so the browser's own measurement of the same font centres or right-aligns it.
    static func line(
        _ text: String, font: GraphicsFont, color: RGBAColor, x: Double, baselineY: Double,
        alignment: GraphicsContext.TextAlignment, transform: TransformMatrix
    ) -> SVGElement {
        let element = SVGElement("text", [("x", SVGNumber.format(x)), ("y", SVGNumber.format(baselineY))])
        switch alignment {
        case .left: break
        case .center: element.setAttribute("text-anchor", "middle")
        case .right: element.setAttribute("text-anchor", "end")
        }
        return finish(element, text: text, font: font, color: color, transform: transform)
    }

    /// ``GraphicsContext/drawGlyphs(_:offsets:font:color:x:baselineY:)``: one `x` per Unicode scalar (the
    /// unit SVG's position lists count in, a surrogate pair being one), so every glyph starts where the
    /// layout put it. A browser ignores the positions of the later characters of a grapheme cluster (a
    /// combining accent), which it places with its base character.
    static func glyphs(
        _ text: String, offsets: [Double], font: GraphicsFont, color: RGBAColor, x: Double, baselineY: Double,
        transform: TransformMatrix
    ) -> SVGElement {
        let positions = offsets.prefix(text.unicodeScalars.count).map { x + $0 }
        let element = SVGElement("text", [("x", SVGNumber.list(positions)), ("y", SVGNumber.format(baselineY))])
        return finish(element, text: text, font: font, color: color, transform: transform)
    }

    /// The CSS font family list for `family`: the family itself (quoted when it has spaces), then the generic
    /// `sans-serif` for a reader without it.
    static func fontFamily(_ family: String) -> String {
        let name = family.contains(" ") ? "'" + family.filter { $0 != "'" } + "'" : family
        return name + ", sans-serif"
    }

    private static func finish(
        _ element: SVGElement, text: String, font: GraphicsFont, color: RGBAColor, transform: TransformMatrix
    ) -> SVGElement {
        element.setAttribute("font-family", fontFamily(font.family))
        element.setAttribute("font-size", SVGNumber.format(font.size))
        if font.weight != .regular { element.setAttribute("font-weight", String(font.weight.cssWeight)) }
        for attribute in SVGPaint.attributes(color) { element.setAttribute(attribute.name, attribute.value) }
        if let transform = SVGTransform.attribute(for: transform) {
            element.setAttribute(transform.name, transform.value)
        }
        element.setAttribute("xml:space", "preserve")
        element.children = [.text(text)]
        return element
    }
}

extension GraphicsFont.Weight {
    /// The CSS (and OpenType) weight of the Inter face this case selects: 100 for thin up to 900 for black.
    var cssWeight: Int {
        switch self {
        case .thin: 100
        case .extraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .extraBold: 800
        case .black: 900
        }
    }
}
