import PresentationScenes

extension FigureAnnotationSpec {
    /// Reads an annotation; its unknown keys are all reported with the problem of its kind.
    init(reading reader: NodeReader) throws(SceneError) {
        var problems = SceneProblems()
        let fields = try reader.mapping(allowedKeys: FigureKeys.annotationKinds, recordingIn: &problems)
        let annotation = problems.outcome { () throws(SceneError) in
            let (key, value) = try fields.exactlyOne(of: FigureKeys.annotationKinds, noun: "annotation")
            let location = FigureSourceLocation(file: value.file, location: value.location)
            return Self(try Self.readKind(key, value), location: location)
        }
        try problems.throwIfAny()
        self = try annotation.get()
    }

    private static func readKind(_ key: String, _ value: NodeReader) throws(SceneError) -> Kind {
        switch key {
        case "size": return .size(try FigureViewReference(reading: value))
        case "safeArea": return .safeArea(try FigureViewReference(reading: value))
        case "margins": return .margins(try FigureViewReference(reading: value))
        case "distance": return try readDistance(value)
        case "popover": return .popover(presentation: try readPopover(value))
        case "marker", "label":
            let fields = try value.mapping(allowedKeys: FigureKeys.labelledView)
            let view = try FigureViewReference(reading: try fields.required("view"))
            let text = try fields.required("text").nonEmptyString()
            return key == "marker" ? .marker(view, text: text) : .label(view, text: text)
        default:
            guard try value.bool() else { throw value.error("write 'decisions: true' or leave it out") }
            return .decisions
        }
    }

    /// `distance: { from: VIEW.EDGE, to: VIEW.EDGE }`, the two edges parallel.
    private static func readDistance(_ reader: NodeReader) throws(SceneError) -> Kind {
        let fields = try reader.mapping(allowedKeys: FigureKeys.distance)
        let from = try FigureEdgeReference(reading: try fields.required("from"))
        let toReader = try fields.required("to")
        let to = try FigureEdgeReference(reading: toReader)
        guard from.edge.isHorizontal == to.edge.isHorizontal else {
            throw toReader.error(
                "'\(to.edge.rawValue)' is not parallel to '\(from.edge.rawValue)': measure top/bottom against "
                    + "top/bottom, left/right against left/right")
        }
        return .distance(from: from, to: to)
    }

    /// `popover: true` (the panel's only popover) or `popover: ID` (the presentation's scene id).
    private static func readPopover(_ reader: NodeReader) throws(SceneError) -> String? {
        if reader.tagName == .bool {
            guard try reader.bool() else { throw reader.error("write 'popover: true' or a presentation id") }
            return nil
        }
        return try reader.nonEmptyString()
    }
}

extension FigureViewReference {
    init(reading reader: NodeReader) throws(SceneError) {
        let text = try reader.nonEmptyString()
        do {
            _ = try FigureViewQuery(parsing: text)
        } catch {
            throw reader.error(error.message)
        }
        self.init(text)
    }
}

extension FigureEdgeReference {
    /// `VIEW.EDGE`, split at the last dot.
    init(reading reader: NodeReader) throws(SceneError) {
        let text = try reader.nonEmptyString()
        guard let dot = text.lastIndex(of: ".") else {
            throw reader.error("expected VIEW.EDGE (e.g. presented-content.top), got '\(text)'")
        }
        let edgeName = String(text[text.index(after: dot)...])
        guard let edge = FigureEdge(rawValue: edgeName) else {
            throw reader.error(
                "unknown edge '\(edgeName)'"
                    + SceneSuggestion.hint(for: edgeName, among: FigureEdge.allCases.map(\.rawValue)))
        }
        let view = String(text[..<dot])
        do {
            _ = try FigureViewQuery(parsing: view)
        } catch {
            throw reader.error(error.message)
        }
        self.init(view: FigureViewReference(view), edge: edge)
    }
}
