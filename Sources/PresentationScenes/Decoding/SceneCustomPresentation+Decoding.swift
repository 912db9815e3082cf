extension SceneCustomPresentation {

    /// Reads a `custom:` block; every field is optional.
    init(reading reader: NodeReader) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: SceneKeys.customPresentation)
        func flag(_ key: String) throws(SceneError) -> Bool? {
            try fields.optional(key) { reader throws(SceneError) in try reader.bool() }
        }
        let defaults = SceneCustomPresentation()
        self.init(
            name: try fields.optional("name") { reader throws(SceneError) in try reader.nonEmptyString() }
                ?? defaults.name,
            height: try fields.optional("height") { reader throws(SceneError) in try Self.height(reader) }
                ?? defaults.height,
            dimming: try flag("dimming") ?? defaults.dimming,
            passthrough: try flag("passthrough") ?? defaults.passthrough,
            cornerRadius: try fields.optional("cornerRadius") { reader throws(SceneError) in try reader.length() })
    }

    /// Reads `points` (``SceneLimits/customPresentationHeight``) or `{fraction: 0…1}`. A height under 1 pt
    /// is refused with a hint: it is a fraction written as a number.
    private static func height(_ reader: NodeReader) throws(SceneError) -> Height {
        if case .mapping = reader.node {
            let fields = try reader.mapping(allowedKeys: SceneKeys.customHeight)
            return .fraction(try fields.required("fraction").number(in: SceneLimits.fraction))
        }
        let points = try reader.number()
        let range = SceneLimits.customPresentationHeight
        guard range.contains(points) else {
            let hint =
                (0..<1).contains(points)
                ? " (for a fraction of the container write {fraction: \(SceneNumberFormat.text(points))})" : ""
            throw reader.error(range.refusal(of: points) + hint)
        }
        return .points(points)
    }
}
