import WholeNumbers

/// Colour and stroke attributes.
enum SVGPaint {
    /// `#RRGGBB` for the colour's red, green and blue (clamped to 0...1, rounded to 8 bits).
    static func hex(_ color: RGBAColor) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int(saturating: (min(max(component, 0), 1) * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    /// `fill` (or `stroke`, per `property`) with the colour, plus `…-opacity` when it is translucent.
    static func attributes(_ color: RGBAColor, property: String = "fill") -> [(name: String, value: String)] {
        var attributes = [(name: property, value: hex(color))]
        let alpha = min(max(color.alpha, 0), 1)
        if alpha < 1 { attributes.append((property + "-opacity", SVGNumber.format(alpha))) }
        return attributes
    }

    /// `fill-rule` or `clip-rule` (per `property`) for the even-odd rule; nothing for winding, SVG's default.
    static func rule(_ rule: GraphicsContext.FillRule, property: String = "fill-rule") -> [(
        name: String, value: String
    )] {
        rule == .evenOdd ? [(property, "evenodd")] : []
    }

    /// The stroke's width, caps, joins and dashes, leaving out SVG's defaults (butt caps, no dashes).
    /// Miter joins also get cairo's miter limit of 10 (SVG's default is 4).
    static func attributes(_ style: GraphicsContext.StrokeStyle) -> [(name: String, value: String)] {
        var attributes = [(name: "stroke-width", value: SVGNumber.format(style.lineWidth))]
        switch style.lineCap {
        case .butt: break
        case .round: attributes.append(("stroke-linecap", "round"))
        case .square: attributes.append(("stroke-linecap", "square"))
        }
        switch style.lineJoin {
        case .miter: attributes.append(("stroke-miterlimit", "10"))
        case .round: attributes.append(("stroke-linejoin", "round"))
        case .bevel: attributes.append(("stroke-linejoin", "bevel"))
        }
        if !style.dashPattern.isEmpty {
            attributes.append(("stroke-dasharray", SVGNumber.list(style.dashPattern)))
            if style.dashPhase != 0 { attributes.append(("stroke-dashoffset", SVGNumber.format(style.dashPhase))) }
        }
        return attributes
    }
}
