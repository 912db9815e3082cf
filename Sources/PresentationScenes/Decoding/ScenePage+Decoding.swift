import PresentationKit

extension ScenePage {
    /// Reads a page; bar buttons and large titles are allowed only on pages inside a navigation controller.
    init(reading reader: NodeReader, allowsBarButtons: Bool) throws(SceneError) {
        let barKeys = allowsBarButtons ? ["leftBarButtons", "rightBarButtons", "largeTitle"] : []
        let fields = try reader.mapping(
            allowedKeys: ["title", "rows", "listStyle", "background", "tabSymbol"] + barKeys)
        let title = try fields.optional("title") { reader throws(SceneError) in try reader.string() }
        let rows =
            try fields.optional("rows") { reader throws(SceneError) in
                try Self.strings(reader, maximumCount: SceneLimits.maximumRows, noun: "rows")
            } ?? []
        let listStyle =
            try fields.optional("listStyle") { reader throws(SceneError) in
                try reader.name(of: ListStyle.self, noun: "list style")
            } ?? .insetGrouped
        let background = try fields.optional("background") { reader throws(SceneError) in
            try SceneColorDecoder.color(from: reader)
        }
        let left =
            try fields.optional("leftBarButtons") { reader throws(SceneError) in
                try Self.barButtons(reader)
            } ?? []
        let right =
            try fields.optional("rightBarButtons") { reader throws(SceneError) in
                try Self.barButtons(reader)
            } ?? []
        let largeTitle =
            try fields.optional("largeTitle") { reader throws(SceneError) in try reader.bool() } ?? false
        let tabSymbol = try fields.optional("tabSymbol") { reader throws(SceneError) in try reader.nonEmptyString() }
        self.init(
            title: title, rows: rows, listStyle: listStyle, background: background,
            leftBarButtons: left, rightBarButtons: right, largeTitle: largeTitle, tabSymbol: tabSymbol)
    }

    private static func barButtons(_ reader: NodeReader) throws(SceneError) -> [String] {
        try strings(reader, maximumCount: SceneLimits.maximumBarButtons, noun: "bar buttons", nonEmpty: true)
    }

    private static func strings(
        _ reader: NodeReader, maximumCount: Int, noun: String,
        nonEmpty: Bool = false
    ) throws(SceneError) -> [String] {
        var values: [String] = []
        for element in try reader.sequence(maximumCount: maximumCount, noun: noun) {
            values.append(nonEmpty ? try element.nonEmptyString() : try element.string())
        }
        return values
    }
}
