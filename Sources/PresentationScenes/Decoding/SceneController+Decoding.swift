extension SceneController {
    /// The container kinds a controller node may hold (exactly one).

    /// Reads a controller node at a nesting `depth`; every problem of the tree is thrown together.
    init(reading reader: NodeReader, depth: Int) throws(SceneError) {
        var problems = SceneProblems()
        let controller = Self.read(reader, depth: depth, recordingIn: &problems)
        try problems.throwIfAny()
        self = try controller.get()
    }

    /// Reads a controller node at a nesting `depth`, each child and each field on its own, recording every
    /// problem in `problems`.
    ///
    /// The tree is returned whenever its shape could be read — the kinds of its controllers, their children
    /// and the pages' bar buttons, which is all the actions are checked against — with any other field that
    /// failed left at its default. A bar button list or a column that may be written under a misspelt key
    /// leaves the shape unknown.
    static func read(_ reader: NodeReader, depth: Int, recordingIn problems: inout SceneProblems)
        -> Result<SceneController, SceneError>
    {
        guard depth < SceneLimits.maximumNesting else {
            return problems.fail(
                reader.error("controllers nest too deeply (at most \(SceneLimits.maximumNesting) levels)"))
        }
        let fields: MappingReader
        do {
            fields = try reader.mapping(allowedKeys: SceneKeys.controllerKinds, recordingIn: &problems)
        } catch {
            return problems.fail(error)
        }
        let kind = problems.outcome { () throws(SceneError) in
            try fields.exactlyOne(of: SceneKeys.controllerKinds, noun: "controller kind")
        }
        return kind.flatMap { field in
            switch field.key {
            case "plain":
                return ScenePage.read(field.value, allowsBarButtons: false, recordingIn: &problems).map(Self.plain)
            case "navigation":
                return ScenePage.read(field.value, allowsBarButtons: true, recordingIn: &problems).map(Self.navigation)
            case "tabBar": return tabBar(field.value, depth: depth, recordingIn: &problems)
            default: return split(field.value, depth: depth, recordingIn: &problems)
            }
        }
    }

    /// Reads a tab bar controller: each tab on its own, and `selected` against the number of tabs.
    private static func tabBar(_ reader: NodeReader, depth: Int, recordingIn problems: inout SceneProblems)
        -> Result<SceneController, SceneError>
    {
        let fields: MappingReader
        do {
            fields = try reader.mapping(allowedKeys: SceneKeys.tabBar, recordingIn: &problems)
        } catch {
            return problems.fail(error)
        }
        let tabReaders = problems.outcome { () throws(SceneError) in try Self.tabReaders(fields) }
        return tabReaders.flatMap { readers in
            let tabs = readers.map { tab in Self.read(tab, depth: depth + 1, recordingIn: &problems) }
            let selected = fields.optional("selected", recordingIn: &problems) { reader throws(SceneError) in
                try reader.integer(in: 0...(readers.count - 1))
            }
            return Result { () throws(SceneError) in
                .tabBar(tabs: try tabs.map { tab throws(SceneError) in try tab.get() }, selectedIndex: selected ?? 0)
            }
        }
    }

    /// The readers of the `tabs` list: at least one, at most ``SceneLimits/maximumTabs``.
    private static func tabReaders(_ fields: MappingReader) throws(SceneError) -> [NodeReader] {
        let readers = try fields.required("tabs").sequence(maximumCount: SceneLimits.maximumTabs, noun: "tabs")
        guard !readers.isEmpty else { throw fields.reader.field("tabs").error("needs at least one tab") }
        return readers
    }

    /// Reads a split view controller, each column on its own.
    private static func split(_ reader: NodeReader, depth: Int, recordingIn problems: inout SceneProblems)
        -> Result<SceneController, SceneError>
    {
        let fields: MappingReader
        do {
            fields = try reader.mapping(
                allowedKeys: SceneKeys.split, recordingIn: &problems)
        } catch {
            return problems.fail(error)
        }
        let primary = problems.outcome { () throws(SceneError) in try fields.required("primary") }.flatMap {
            reader in Self.read(reader, depth: depth + 1, recordingIn: &problems)
        }
        let secondary = problems.outcome { () throws(SceneError) in
            try fields.optional("secondary") { reader throws(SceneError) in reader }
        }.flatMap { reader in
            reader.map { Self.read($0, depth: depth + 1, recordingIn: &problems).map(Optional.some) } ?? .success(nil)
        }
        let width = fields.optional("primaryColumnWidth", recordingIn: &problems) { reader throws(SceneError) in
            try reader.length()
        }
        return Result { () throws(SceneError) in
            .split(primary: try primary.get(), secondary: try secondary.get(), primaryColumnWidth: width)
        }
    }
}
