extension SceneController {
    /// The container kinds a controller node may hold (exactly one).
    static let kinds = ["plain", "navigation", "tabBar", "split"]

    /// Reads a controller node at a nesting `depth`; its unknown keys and the problems of its children are
    /// all reported.
    init(reading reader: NodeReader, depth: Int) throws(SceneError) {
        guard depth < SceneLimits.maximumNesting else {
            throw reader.error("controllers nest too deeply (at most \(SceneLimits.maximumNesting) levels)")
        }
        var problems = SceneProblems()
        let fields = try reader.mapping(allowedKeys: Self.kinds, recordingIn: &problems)
        let controller = problems.outcome { () throws(SceneError) -> SceneController in
            let (kind, value) = try fields.exactlyOne(of: Self.kinds, noun: "controller kind")
            switch kind {
            case "plain": return .plain(try ScenePage(reading: value, allowsBarButtons: false))
            case "navigation": return .navigation(try ScenePage(reading: value, allowsBarButtons: true))
            case "tabBar": return try Self.tabBar(reading: value, depth: depth)
            default: return try Self.split(reading: value, depth: depth)
            }
        }
        try problems.throwIfAny()
        self = try controller.get()
    }

    /// Reads a tab bar controller: each tab on its own, and `selected` against the number of tabs.
    private static func tabBar(reading reader: NodeReader, depth: Int) throws(SceneError) -> SceneController {
        var problems = SceneProblems()
        let fields = try reader.mapping(allowedKeys: ["tabs", "selected"], recordingIn: &problems)
        let tabReaders = problems.outcome { () throws(SceneError) in try Self.tabReaders(fields) }
        let tabs = tabReaders.flatMap { readers in
            problems.outcome { () throws(SceneError) in
                try SceneProblems.readEach(readers) { tab throws(SceneError) in
                    try SceneController(reading: tab, depth: depth + 1)
                }
            }
        }
        let selected = tabReaders.flatMap { readers in
            problems.outcome { () throws(SceneError) in
                try fields.optional("selected") { reader throws(SceneError) in
                    try reader.integer(in: 0...(readers.count - 1))
                } ?? 0
            }
        }
        try problems.throwIfAny()
        return .tabBar(tabs: try tabs.get(), selectedIndex: try selected.get())
    }

    /// The readers of the `tabs` list: at least one, at most ``SceneLimits/maximumTabs``.
    private static func tabReaders(_ fields: MappingReader) throws(SceneError) -> [NodeReader] {
        let readers = try fields.required("tabs").sequence(maximumCount: SceneLimits.maximumTabs, noun: "tabs")
        guard !readers.isEmpty else { throw fields.reader.field("tabs").error("needs at least one tab") }
        return readers
    }

    /// Reads a split view controller, each column on its own.
    private static func split(reading reader: NodeReader, depth: Int) throws(SceneError) -> SceneController {
        var problems = SceneProblems()
        let fields = try reader.mapping(
            allowedKeys: ["primary", "secondary", "primaryColumnWidth"], recordingIn: &problems)
        let primary = problems.outcome { () throws(SceneError) in
            try SceneController(reading: fields.required("primary"), depth: depth + 1)
        }
        let secondary = fields.optional("secondary", recordingIn: &problems) { reader throws(SceneError) in
            try SceneController(reading: reader, depth: depth + 1)
        }
        let width = fields.optional("primaryColumnWidth", recordingIn: &problems) { reader throws(SceneError) in
            try reader.length()
        }
        try problems.throwIfAny()
        return .split(primary: try primary.get(), secondary: secondary, primaryColumnWidth: width)
    }
}
