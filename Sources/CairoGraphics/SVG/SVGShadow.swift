/// A drop shadow as an SVG filter: the shape, offset and filled in the shadow colour, blurred by
/// `feGaussianBlur`.
///
/// The raster renderer blurs a mask with three box passes approximating a Gaussian of σ = radius / 2; a
/// browser's `feGaussianBlur` is that Gaussian (Chromium and Firefox also compute it with three box blurs),
/// so a filter matches the PNG closely, stays sharp at any zoom and costs a few hundred bytes, where an
/// embedded image of the blurred mask would be pixelated when zoomed and weigh kilobytes.
struct SVGShadow {
    /// The `<filter>` to place in the document's definitions (`nil` without blur).
    let filter: SVGElement?
    /// The blurred shape to draw.
    let shape: SVGElement

    /// The shadow `path` would cast with `shadow`, under the context's `transform`, using `filterID` for the
    /// filter if it needs one. `nil` when nothing would show.
    init?(
        _ shadow: GraphicsContext.DropShadow, path: GraphicsPath, rule: GraphicsContext.FillRule,
        transform: TransformMatrix, filterID: @autoclosure () -> String
    ) {
        let color = shadow.color.multiplyingAlpha(by: min(shadow.opacity, 1))
        guard color.alpha > 0, let bounds = SVGPathBounds(path) else { return nil }
        let offset = TransformMatrix.translation(x: shadow.offsetX, y: shadow.offsetY)
        shape = SVGElement("path", [("d", SVGPathData.of(path))] + SVGPaint.attributes(color) + SVGPaint.rule(rule))
        if let attribute = SVGTransform.attribute(for: offset.concatenating(transform)) {
            shape.setAttribute(attribute.name, attribute.value)
        }
        let sigma = max(shadow.radius, 0) / 2
        guard sigma > 0, sigma.isFinite else {
            filter = nil
            return
        }
        let id = filterID()
        // The blur's reach: beyond three standard deviations less than 0.3 % of the shadow remains.
        let margin = 3 * sigma + 1
        let filter = SVGElement(
            "filter",
            [
                ("id", id), ("x", SVGNumber.format(bounds.minX - margin)),
                ("y", SVGNumber.format(bounds.minY - margin)),
                ("width", SVGNumber.format(bounds.maxX - bounds.minX + 2 * margin)),
                ("height", SVGNumber.format(bounds.maxY - bounds.minY + 2 * margin)),
                ("filterUnits", "userSpaceOnUse"), ("color-interpolation-filters", "sRGB"),
            ])
        filter.append(SVGElement("feGaussianBlur", [("stdDeviation", SVGNumber.format(sigma))]))
        self.filter = filter
        shape.setAttribute("filter", "url(#\(id))")
    }
}

/// A rectangle that contains a path: its points, its curves' control points, the squares around its arcs'
/// circles and its ellipses' rectangles (not tight, which a filter region does not need).
struct SVGPathBounds {
    private(set) var minX = Double.infinity
    private(set) var minY = Double.infinity
    private(set) var maxX = -Double.infinity
    private(set) var maxY = -Double.infinity

    /// The bounds of `path`; `nil` for a path without points.
    init?(_ path: GraphicsPath) {
        for element in path.elements { include(element) }
        guard minX <= maxX, minY <= maxY else { return nil }
    }

    private mutating func include(_ element: GraphicsPath.Element) {
        switch element {
        case .move(let x, let y), .line(let x, let y):
            include(x, y)
        case .curve(let x1, let y1, let x2, let y2, let x, let y):
            include(x1, y1)
            include(x2, y2)
            include(x, y)
        case .arc(let centerX, let centerY, let radius, _, _, _):
            include(centerX - radius, centerY - radius)
            include(centerX + radius, centerY + radius)
        case .ellipse(let x, let y, let width, let height):
            include(x, y)
            include(x + width, y + height)
        case .close:
            break
        }
    }

    private mutating func include(_ x: Double, _ y: Double) {
        guard x.isFinite, y.isFinite else { return }
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
    }
}
