import PresentationKit

extension SceneTimeline {
    /// Reads a `present` action, checks its references and puts it on screen.
    mutating func readPresentation(_ reader: NodeReader) throws(SceneError) -> ScenePresentation {
        let fields = try reader.mapping(allowedKeys: SceneKeys.presentation)
        let id = try readNewID(fields.required("id"))
        let from = try fields.optional("from") { reader throws(SceneError) in try controllerPath(reader) } ?? .root
        let style =
            try fields.optional("style") { reader throws(SceneError) in
                try reader.name(of: ModalPresentationStyle.self, noun: "style", excluding: [.none])
            } ?? .automatic
        let transition =
            try fields.optional("transition") { reader throws(SceneError) in
                try reader.name(of: ModalTransitionStyle.self, noun: "transition")
            } ?? .coverVertical
        let content =
            try fields.optional("content") { reader throws(SceneError) in
                try SceneController(reading: reader, depth: 0)
            } ?? .plain(ScenePage(title: id))
        var presentation = ScenePresentation(
            id: id, from: from, style: style, transition: transition,
            content: content)
        try readOptions(fields, into: &presentation)
        try checkStyleSpecificFields(fields, of: presentation)
        addToScreen(presentation, introducedAt: reader.location.path)
        return presentation
    }

    private func readNewID(_ reader: NodeReader) throws(SceneError) -> String {
        let id = try reader.nonEmptyString()
        guard id != "root", !id.contains("/") else {
            throw reader.error("'\(id)' cannot be an id: 'root' and '/' are reserved for controller paths")
        }
        if let first = introducedIDs[id] { throw reader.error("duplicate id '\(id)' (first used by \(first))") }
        return id
    }

    private func readOptions(_ fields: MappingReader, into presentation: inout ScenePresentation) throws(SceneError) {
        func flag(_ key: String) throws(SceneError) -> Bool? {
            try fields.optional(key) { reader throws(SceneError) in try reader.bool() }
        }
        presentation.animated = try flag("animated") ?? true
        presentation.modalInPresentation = try flag("modalInPresentation") ?? false
        presentation.definesPresentationContext = try flag("definesPresentationContext")
        presentation.capturesStatusBarAppearance = try flag("capturesStatusBarAppearance") ?? false
        presentation.preferredContentSize = try fields.optional("preferredContentSize") { reader throws(SceneError) in
            try SceneGeometryDecoder.size(from: reader)
        }
        presentation.source = try fields.optional("source") { reader throws(SceneError) in
            try popoverSource(reader, from: presentation.from)
        }
        presentation.permittedArrowDirections = try fields.optional("permittedArrowDirections") {
            reader throws(SceneError) in try Self.arrowDirections(reader)
        }
        presentation.sheet = try fields.optional("sheet") { reader throws(SceneError) in
            try SceneSheetSettings(reading: reader)
        }
        presentation.custom = try fields.optional("custom") { reader throws(SceneError) in
            try SceneCustomPresentation(reading: reader)
        }
        presentation.adaptive =
            try fields.optional("adaptive") { reader throws(SceneError) in try Self.adaptiveRules(reader) } ?? []
    }

    /// The styles a presentation may show: its own and those of its adaptive rules.
    private static func styles(of presentation: ScenePresentation) -> [ModalPresentationStyle] {
        [presentation.style] + presentation.adaptive.map(\.style)
    }

    private static func adaptiveRules(_ reader: NodeReader) throws(SceneError) -> [SceneAdaptiveRule] {
        var rules: [SceneAdaptiveRule] = []
        for element in try reader.sequence(maximumCount: 16, noun: "adaptive rules") {
            let fields = try element.mapping(allowedKeys: SceneKeys.adaptiveRule)
            let condition = try adaptiveCondition(fields.required("when"))
            let style = try fields.required("style").name(
                of: ModalPresentationStyle.self, noun: "style", excluding: [.none])
            rules.append(SceneAdaptiveRule(when: condition, style: style))
        }
        return rules
    }

    private static func adaptiveCondition(_ reader: NodeReader) throws(SceneError) -> SceneAdaptiveRule.Condition {
        let fields = try reader.mapping(allowedKeys: SceneKeys.adaptiveConditions)
        let (key, value) = try fields.exactlyOne(of: SceneKeys.adaptiveConditions, noun: "condition")
        switch key {
        case "horizontalSizeClass":
            return .horizontalSizeClass(try value.name(of: UserInterfaceSizeClass.self, noun: "size class"))
        case "verticalSizeClass":
            return .verticalSizeClass(try value.name(of: UserInterfaceSizeClass.self, noun: "size class"))
        case "widthAtLeast": return .widthAtLeast(try value.length())
        case "widthBelow": return .widthBelow(try value.length())
        case "heightAtLeast": return .heightAtLeast(try value.length())
        default: return .heightBelow(try value.length())
        }
    }

    /// Popover fields need a popover; sheet settings a sheet (or a popover that may adapt to one); custom
    /// settings a custom presentation; a popover needs a source.
    private func checkStyleSpecificFields(
        _ fields: MappingReader,
        of presentation: ScenePresentation
    ) throws(SceneError) {
        let style = presentation.style
        let styles = Self.styles(of: presentation)
        if !styles.contains(.popover) {
            for key in ["source", "permittedArrowDirections"] {
                if let reader = fields.optional(key) {
                    throw reader.error("only popovers use '\(key)' (style is \(style.rawValue))")
                }
            }
        }
        if let reader = fields.optional("sheet"),
            !styles.contains(where: { $0.isSheet || $0 == .automatic || $0 == .popover })
        {
            throw reader.error("only sheets and popovers use 'sheet' settings (style is \(style.rawValue))")
        }
        if let reader = fields.optional("custom"), !styles.contains(.custom) {
            throw reader.error(
                "only custom presentations use 'custom' settings (style is \(style.rawValue); "
                    + "write style: custom here or in an adaptive rule)")
        }
        if styles.contains(.popover), presentation.source == nil {
            throw fields.reader.error(
                "a popover needs a 'source' (a bar button or a view); UIKit raises "
                    + "'UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set "
                    + "before the presentation occurs.'")
        }
    }

    func popoverSource(_ reader: NodeReader, from: SceneControllerPath) throws(SceneError) -> ScenePopoverSource {
        let fields = try reader.mapping(allowedKeys: SceneKeys.popoverSource)
        let (kind, value) = try fields.exactlyOne(of: ["barButton", "view"], noun: "popover source")
        if kind == "barButton" {
            if let rect = fields.optional("rect") { throw rect.error("'rect' goes with 'view', not 'barButton'") }
            let title = try value.nonEmptyString()
            let titles = tree(startingAt: from).barButtonTitles
            guard titles.contains(title) else {
                throw value.error(
                    "no bar button '\(title)' in the tree of '\(from)'"
                        + SceneSuggestion.hint(for: title, among: titles))
            }
            return .barButton(title)
        }
        let rect = try fields.optional("rect") { reader throws(SceneError) in
            try SceneGeometryDecoder.rect(from: reader)
        }
        return .view(try controllerPath(value), rect: rect)
    }

    private static func arrowDirections(_ reader: NodeReader) throws(SceneError) -> PopoverArrowDirection {
        let names: [(String, PopoverArrowDirection)] = [
            ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ]
        var directions: PopoverArrowDirection = []
        for element in try reader.sequence(maximumCount: names.count, noun: "arrow directions") {
            let name = try element.string()
            guard let direction = names.first(where: { $0.0 == name })?.1 else {
                throw element.error(
                    "unknown arrow direction '\(name)'"
                        + SceneSuggestion.hint(for: name, among: names.map(\.0)))
            }
            directions.insert(direction)
        }
        return directions
    }
}
