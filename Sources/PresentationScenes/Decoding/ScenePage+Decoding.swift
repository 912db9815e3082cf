import PresentationKit

extension ScenePage {
    /// Reads a page, each field on its own; bar buttons and large titles are allowed only on pages inside a
    /// navigation controller.
    init(reading reader: NodeReader, allowsBarButtons: Bool) throws(SceneError) {
        let barKeys = allowsBarButtons ? ["leftBarButtons", "rightBarButtons", "largeTitle"] : []
        var problems = SceneProblems()
        let fields = try reader.mapping(
            allowedKeys: ["title", "rows", "listStyle", "background", "tabSymbol"] + barKeys, recordingIn: &problems)
        let title = fields.optional("title", recordingIn: &problems) { reader throws(SceneError) in
            try reader.string()
        }
        let rows = fields.optional("rows", recordingIn: &problems) { reader throws(SceneError) in
            try Self.strings(reader, maximumCount: SceneLimits.maximumRows, noun: "rows")
        }
        let listStyle = fields.optional("listStyle", recordingIn: &problems) { reader throws(SceneError) in
            try reader.name(of: ListStyle.self, noun: "list style")
        }
        let background = fields.optional("background", recordingIn: &problems) { reader throws(SceneError) in
            try SceneColorDecoder.color(from: reader)
        }
        let left = fields.optional("leftBarButtons", recordingIn: &problems) { reader throws(SceneError) in
            try Self.barButtons(reader)
        }
        let right = fields.optional("rightBarButtons", recordingIn: &problems) { reader throws(SceneError) in
            try Self.barButtons(reader)
        }
        let largeTitle = fields.optional("largeTitle", recordingIn: &problems) { reader throws(SceneError) in
            try reader.bool()
        }
        let tabSymbol = fields.optional("tabSymbol", recordingIn: &problems) { reader throws(SceneError) in
            try reader.nonEmptyString()
        }
        try problems.throwIfAny()
        self.init(
            title: title, rows: rows ?? [], listStyle: listStyle ?? .insetGrouped, background: background,
            leftBarButtons: left ?? [], rightBarButtons: right ?? [], largeTitle: largeTitle ?? false,
            tabSymbol: tabSymbol)
    }

    private static func barButtons(_ reader: NodeReader) throws(SceneError) -> [String] {
        try strings(reader, maximumCount: SceneLimits.maximumBarButtons, noun: "bar buttons", nonEmpty: true)
    }

    /// A list of strings, each checked on its own.
    private static func strings(
        _ reader: NodeReader, maximumCount: Int, noun: String,
        nonEmpty: Bool = false
    ) throws(SceneError) -> [String] {
        try SceneProblems.readEach(reader.sequence(maximumCount: maximumCount, noun: noun)) {
            element throws(SceneError) in nonEmpty ? try element.nonEmptyString() : try element.string()
        }
    }
}
