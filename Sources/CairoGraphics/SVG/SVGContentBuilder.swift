/// Turns recorded drawing passes into the content and definitions of an SVG document.
///
/// Every group stays in page coordinates: a drawn shape carries the context's whole transform, and a clip
/// path the transform in effect when it was set. Groups therefore only stand for what applies to a stretch
/// of drawing (clips, transparency layers, marked elements; see ``SVGScope``) and open and close with it.
///
/// Blend modes: `destinationIn` (cutting a shape out of what is drawn, e.g. the display's rounded corners)
/// wraps everything the current layer holds so far in a luminance `<mask>` of the shape;
/// `destinationOver` (filling behind) inserts the shape before that content. Strokes, text, images and
/// shadows always draw normally (the renderer only blends fills and paints).
final class SVGContentBuilder {
    /// The drawn content, in order (only its children are printed).
    let content = SVGElement("g")
    /// Clip paths, masks and filters the content refers to, in order of first use.
    private(set) var definitions: [SVGElement] = []
    /// Whether any text was drawn (the document then needs the text style).
    private(set) var hasText = false

    private let pageWidth: Double
    private let pageHeight: Double
    private var identifiers = SVGIdentifiers()
    /// The callers' element identifiers as printed, in drawing order.
    private var callerIDs: IndexingIterator<[String]>
    private var state = SVGGraphicsState()
    private var savedStates: [SVGSavedState] = []
    private var openElements: [SVGScope] = []
    /// The groups currently open, outermost first, and the scope each stands for.
    private var openGroups: [(scope: SVGScope, group: SVGElement)] = []
    private var scopeCount = 0

    /// Builds the content of a `pageWidth` × `pageHeight` page drawn by `passes` (each starting from a fresh
    /// graphics state, as every pass gets a new context). Throws when an image cannot be encoded.
    init(pageWidth: Double, pageHeight: Double, passes: [[DrawingOperation]]) throws(GraphicsError) {
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        let requestedIDs = passes.joined().compactMap { operation -> String? in
            guard case .beginElement(let id?, _) = operation else { return nil }
            return id
        }
        callerIDs = identifiers.reserve(callerIDs: requestedIDs).makeIterator()
        for pass in passes {
            startPass()
            for operation in pass { try perform(operation) }
        }
    }

    private func startPass() {
        state = SVGGraphicsState()
        savedStates = []
        openElements = []
        openGroups = []
    }

    private func perform(_ operation: DrawingOperation) throws(GraphicsError) {
        switch operation {
        case .save: savedStates.append(.save(state))
        case .restore: restore()
        case .translate(let x, let y): prepend(.translation(x: x, y: y))
        case .scale(let x, let y): prepend(.scale(x: x, y: y))
        case .concatenate(let transform): prepend(transform)
        case .setColor(let color): state.color = color
        case .setBlendMode(let blendMode): state.blendMode = blendMode
        case .fill(let path, let rule): composite { self.path(path, $0 + SVGPaint.rule(rule)) }
        case .stroke(let path, let style): stroke(path, style: style)
        case .clip(let path, let rule): clip(to: path, rule: rule)
        case .paint: composite(pageRectangle)
        case .beginTransparencyLayer(let opacity):
            savedStates.append(.layer(state, newScope(.layer(opacity: min(max(opacity, 0), 1)))))
        case .endTransparencyLayer: endLayer()
        case .drawShadow(let shadow, let path, let rule, _): drawShadow(shadow, of: path, rule: rule)
        case .drawText(let text, let font, let color, let x, let baselineY, let alignment):
            hasText = true
            draw(
                SVGText.line(
                    text, font: font, color: color, x: x, baselineY: baselineY, alignment: alignment,
                    transform: state.transform))
        case .drawGlyphs(let text, let offsets, let font, let color, let x, let baselineY):
            hasText = true
            draw(
                SVGText.glyphs(
                    text, offsets: offsets, font: font, color: color, x: x, baselineY: baselineY,
                    transform: state.transform))
        case .drawImage(let image, let x, let y, let width, let height):
            draw(try SVGImage.element(image, x: x, y: y, width: width, height: height, transform: state.transform))
        case .encodePNG: break
        case .beginElement(let id, let classes): beginElement(id: id, classes: classes)
        case .endElement: _ = openElements.popLast()
        }
    }

    // MARK: State

    private func prepend(_ transform: TransformMatrix) {
        state.transform = transform.concatenating(state.transform)
    }

    private func restore() {
        guard case .save(let saved)? = savedStates.last else { return }
        savedStates.removeLast()
        state = saved
    }

    private func endLayer() {
        guard let index = savedStates.lastIndex(where: { $0.isLayer }),
            case .layer(let saved, _) = savedStates[index]
        else { return }
        savedStates.removeSubrange(index...)
        state = saved
    }

    private func clip(to path: GraphicsPath, rule: GraphicsContext.FillRule) {
        let id = identifiers.next("clip")
        let clipPath = SVGElement("clipPath", [("id", id)])
        clipPath.append(self.path(path, SVGPaint.rule(rule, property: "clip-rule")))
        definitions.append(clipPath)
        state.clips.append(newScope(.clip(id: id)))
    }

    private func beginElement(id: String?, classes: [String]) {
        let printedID = id == nil ? nil : callerIDs.next()
        let classList = classes.map(SVGIdentifiers.className).filter { !$0.isEmpty }.joined(separator: " ")
        openElements.append(newScope(.element(id: printedID, classes: classList)))
        // Opened at once, so that a marked element is in the document even when it draws nothing.
        _ = currentGroup()
    }

    private func newScope(_ kind: SVGScope.Kind) -> SVGScope {
        scopeCount += 1
        return SVGScope(kind, serial: scopeCount)
    }

    // MARK: Groups

    /// The scopes that apply now, in starting order.
    private var activeScopes: [SVGScope] {
        var scopes = state.clips + openElements
        for case .layer(_, let layer) in savedStates { scopes.append(layer) }
        return scopes.sorted { $0.serial < $1.serial }
    }

    /// Closes the groups of scopes that no longer apply (and of any opened after them), opens groups for
    /// the scopes that apply but have none, and returns the innermost group.
    private func currentGroup() -> SVGElement {
        let wanted = activeScopes
        var kept = 0
        while kept < min(openGroups.count, wanted.count), openGroups[kept].scope === wanted[kept] { kept += 1 }
        openGroups.removeLast(openGroups.count - kept)
        for scope in wanted[kept...] {
            let group = (openGroups.last?.group ?? content).append(scope.makeGroup())
            openGroups.append((scope, group))
        }
        return openGroups.last?.group ?? content
    }

    private func draw(_ element: SVGElement) {
        currentGroup().append(element)
    }

    // MARK: Shapes

    /// A `<path>` of `path` with `attributes`, under the current transform.
    private func path(_ path: GraphicsPath, _ attributes: [(name: String, value: String)]) -> SVGElement {
        let element = SVGElement("path", [("d", SVGPathData.of(path))] + attributes)
        if let transform = SVGTransform.attribute(for: state.transform) {
            element.setAttribute(transform.name, transform.value)
        }
        return element
    }

    private func stroke(_ path: GraphicsPath, style: GraphicsContext.StrokeStyle) {
        let paint = SVGPaint.attributes(state.color, property: "stroke") + SVGPaint.attributes(style)
        draw(self.path(path, [("fill", "none")] + paint))
    }

    /// A rectangle covering the page (painting covers the whole clip region, and nothing shows beyond the
    /// page), in page coordinates, with `attributes`.
    private func pageRectangle(_ attributes: [(name: String, value: String)]) -> SVGElement {
        SVGElement(
            "rect",
            [("width", SVGNumber.format(pageWidth)), ("height", SVGNumber.format(pageHeight))] + attributes)
    }

    private func drawShadow(_ shadow: GraphicsContext.DropShadow, of path: GraphicsPath, rule: GraphicsContext.FillRule)
    {
        guard
            let shadow = SVGShadow(
                shadow, path: path, rule: rule, transform: state.transform, filterID: identifiers.next("shadow"))
        else { return }
        if let filter = shadow.filter { definitions.append(filter) }
        draw(shadow.shape)
    }

    // MARK: Blend modes

    /// Draws the shape `make` builds from paint attributes with the current colour and blend mode.
    private func composite(_ make: ([(name: String, value: String)]) -> SVGElement) {
        switch state.blendMode {
        case .normal:
            draw(make(SVGPaint.attributes(state.color)))
        case .destinationIn:
            let coverage = RGBAColor(red: 1, green: 1, blue: 1, alpha: state.color.alpha)
            keepContent(inside: make(SVGPaint.attributes(coverage)))
        case .destinationOver:
            drawBehindContent(make(SVGPaint.attributes(state.color)))
        }
    }

    /// The group whose content a blend mode combines with: the innermost transparency layer's (`nil` while
    /// that layer has drawn nothing), or the page's; with the layer and the number of open groups up to it.
    private var compositingTarget: (group: SVGElement, layer: SVGScope?, depth: Int)? {
        let innermostLayer = savedStates.last { $0.isLayer }
        guard case .layer(_, let layer)? = innermostLayer else { return (content, nil, 0) }
        guard let index = openGroups.firstIndex(where: { $0.scope === layer }) else { return nil }
        return (openGroups[index].group, layer, index + 1)
    }

    /// The clips set up inside `layer` (all of them for the page), outermost first.
    private func clips(inside layer: SVGScope?) -> [SVGScope] {
        state.clips.filter { $0.serial > (layer?.serial ?? 0) }
    }

    /// `destinationIn`: keeps what the target holds only where `shape` (white, at the source's alpha) covers
    /// it, inside the clip; outside the clip everything stays, as cairo's operator is bounded by the clip.
    private func keepContent(inside shape: SVGElement) {
        guard let target = compositingTarget else { return }
        let id = identifiers.next("mask")
        let mask = SVGElement(
            "mask",
            [
                ("id", id), ("maskUnits", "userSpaceOnUse"), ("x", "0"), ("y", "0"),
                ("width", SVGNumber.format(pageWidth)), ("height", SVGNumber.format(pageHeight)),
            ])
        let clips = clips(inside: target.layer)
        if clips.isEmpty {
            mask.append(shape)
        } else {
            mask.append(pageRectangle(SVGPaint.attributes(.white)))
            let clipped = nest(clips, in: mask)
            clipped.append(pageRectangle(SVGPaint.attributes(.black)))
            clipped.append(shape)
        }
        definitions.append(mask)
        let masked = SVGElement("g", [("mask", "url(#\(id))")])
        masked.children = target.group.children
        target.group.children = [.element(masked)]
        openGroups.removeLast(openGroups.count - target.depth)
    }

    /// `destinationOver`: puts `shape`, clipped as now, behind everything the target holds.
    private func drawBehindContent(_ shape: SVGElement) {
        guard let target = compositingTarget else {
            draw(shape)
            return
        }
        let holder = SVGElement("g")
        nest(clips(inside: target.layer), in: holder).append(shape)
        target.group.children.insert(contentsOf: holder.children, at: 0)
    }

    /// Opens a group for each of `clips` inside `parent`, each in the one before; returns the innermost.
    private func nest(_ clips: [SVGScope], in parent: SVGElement) -> SVGElement {
        clips.reduce(parent) { group, clip in group.append(clip.makeGroup()) }
    }
}
