import PresentationKit

extension ScenePage {
    /// Reads a page, each field on its own, recording every problem in `problems`; bar buttons and large
    /// titles are allowed only on pages inside a navigation controller.
    ///
    /// The page is returned, with any field that failed at its default, unless its bar buttons could not be
    /// read or may be written under a misspelt key: what actions check against a page is its bar buttons.
    static func read(_ reader: NodeReader, allowsBarButtons: Bool, recordingIn problems: inout SceneProblems)
        -> Result<ScenePage, SceneError>
    {
        let fields: MappingReader
        do {
            fields = try reader.mapping(
                allowedKeys: allowsBarButtons ? SceneKeys.navigationPage : SceneKeys.page,
                recordingIn: &problems)
        } catch {
            return problems.fail(error)
        }
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
        let left = problems.outcome { () throws(SceneError) in try Self.barButtons("leftBarButtons", in: fields) }
        let right = problems.outcome { () throws(SceneError) in try Self.barButtons("rightBarButtons", in: fields) }
        let largeTitle = fields.optional("largeTitle", recordingIn: &problems) { reader throws(SceneError) in
            try reader.bool()
        }
        let tabSymbol = fields.optional("tabSymbol", recordingIn: &problems) { reader throws(SceneError) in
            try reader.nonEmptyString()
        }
        return Result { () throws(SceneError) in
            ScenePage(
                title: title, rows: rows ?? [], listStyle: listStyle ?? .insetGrouped, background: background,
                leftBarButtons: try left.get(), rightBarButtons: try right.get(), largeTitle: largeTitle ?? false,
                tabSymbol: tabSymbol)
        }
    }

    /// The bar button list `key`, empty when absent.
    private static func barButtons(_ key: String, in fields: MappingReader) throws(SceneError) -> [String] {
        try fields.optional(key) { reader throws(SceneError) in
            try strings(reader, maximumCount: SceneLimits.maximumBarButtons, noun: "bar buttons", nonEmpty: true)
        } ?? []
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
