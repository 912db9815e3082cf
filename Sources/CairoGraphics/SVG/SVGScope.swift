/// Something that applies to a stretch of drawing and becomes a group around it: a clip, a transparency
/// layer or an element marked with ``GraphicsContext/withElement(id:classes:_:)``.
///
/// Scopes are numbered in the order they start; the groups that are open always nest in that order. When a
/// scope ends while a later one still applies (an element ending inside a clip it did not set up), the
/// later one continues in a fresh group that repeats its attributes.
final class SVGScope {
    /// What the scope does to the drawing inside it.
    enum Kind {
        /// Clipped to the `<clipPath>` with this identifier.
        case clip(id: String)
        /// Composited as one image at this opacity (0...1).
        case layer(opacity: Double)
        /// A marked element; `id` is already valid and unique, `classes` is the printed class list.
        case element(id: String?, classes: String)
    }

    let kind: Kind
    /// The scope's position in starting order.
    let serial: Int
    private var hasGroup = false

    init(_ kind: Kind, serial: Int) {
        self.kind = kind
        self.serial = serial
    }

    /// A new group for the scope's drawing. An element's identifier goes only on its first group.
    func makeGroup() -> SVGElement {
        defer { hasGroup = true }
        switch kind {
        case .clip(let id):
            return SVGElement("g", [("clip-path", "url(#\(id))")])
        case .layer(let opacity):
            return SVGElement("g", opacity < 1 ? [("opacity", SVGNumber.format(opacity))] : [])
        case .element(let id, let classes):
            var attributes: [(name: String, value: String)] = []
            if let id, !hasGroup { attributes.append(("id", id)) }
            if !classes.isEmpty { attributes.append(("class", classes)) }
            return SVGElement("g", attributes)
        }
    }
}
