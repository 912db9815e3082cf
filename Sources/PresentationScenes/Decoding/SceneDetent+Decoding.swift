extension SceneDetent {
    /// Reads `medium`, `large`, `{fraction: 0…1}` or `{height: points}`.
    init(reading reader: NodeReader) throws(SceneError) {
        if case .mapping = reader.node {
            let fields = try reader.mapping(allowedKeys: SceneKeys.detent)
            let (kind, value) = try fields.exactlyOne(of: ["fraction", "height"], noun: "custom detent")
            self =
                kind == "fraction" ? .fraction(try value.number(in: SceneLimits.fraction)) : .height(try value.length())
            return
        }
        let name = try reader.string()
        switch name {
        case "medium": self = .medium
        case "large": self = .large
        default:
            throw reader.error(
                "unknown detent '\(name)'" + SceneSuggestion.hint(for: name, among: ["medium", "large"])
                    + "; use medium, large, {fraction: …} or {height: …}")
        }
    }
}
