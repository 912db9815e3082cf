extension SceneController {
    /// The container kinds a controller node may hold (exactly one).
    static let kinds = ["plain", "navigation", "tabBar", "split"]

    /// Reads a controller node at a nesting `depth`.
    init(reading reader: NodeReader, depth: Int) throws(SceneError) {
        guard depth < SceneLimits.maximumNesting else {
            throw reader.error("controllers nest too deeply (at most \(SceneLimits.maximumNesting) levels)")
        }
        let fields = try reader.mapping(allowedKeys: Self.kinds)
        let (kind, value) = try fields.exactlyOne(of: Self.kinds, noun: "controller kind")
        switch kind {
        case "plain": self = .plain(try ScenePage(reading: value, allowsBarButtons: false))
        case "navigation": self = .navigation(try ScenePage(reading: value, allowsBarButtons: true))
        case "tabBar": self = try Self.tabBar(reading: value, depth: depth)
        default: self = try Self.split(reading: value, depth: depth)
        }
    }

    private static func tabBar(reading reader: NodeReader, depth: Int) throws(SceneError) -> SceneController {
        let fields = try reader.mapping(allowedKeys: ["tabs", "selected"])
        let tabReaders = try fields.required("tabs").sequence(maximumCount: SceneLimits.maximumTabs, noun: "tabs")
        guard !tabReaders.isEmpty else { throw fields.reader.field("tabs").error("needs at least one tab") }
        var tabs: [SceneController] = []
        for tab in tabReaders { tabs.append(try SceneController(reading: tab, depth: depth + 1)) }
        let selected =
            try fields.optional("selected") { reader throws(SceneError) in
                try reader.integer(in: 0...(tabs.count - 1))
            } ?? 0
        return .tabBar(tabs: tabs, selectedIndex: selected)
    }

    private static func split(reading reader: NodeReader, depth: Int) throws(SceneError) -> SceneController {
        let fields = try reader.mapping(allowedKeys: ["primary", "secondary", "primaryColumnWidth"])
        let primary = try SceneController(reading: fields.required("primary"), depth: depth + 1)
        let secondary = try fields.optional("secondary") { reader throws(SceneError) in
            try SceneController(reading: reader, depth: depth + 1)
        }
        let width = try fields.optional("primaryColumnWidth") { reader throws(SceneError) in try reader.length() }
        return .split(primary: primary, secondary: secondary, primaryColumnWidth: width)
    }
}
