extension SceneCustomPresentation {
    static let keys = ["name", "height", "dimming", "passthrough", "cornerRadius"]

    /// Reads a `custom:` block; every field is optional.
    init(reading reader: NodeReader) throws(SceneError) {
        let fields = try reader.mapping(allowedKeys: Self.keys)
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

    /// Reads `points` or `{fraction: 0…1}`. A height under 1 pt is refused: it is a fraction written as a
    /// number.
    private static func height(_ reader: NodeReader) throws(SceneError) -> Height {
        if case .mapping = reader.node {
            let fields = try reader.mapping(allowedKeys: ["fraction"])
            return .fraction(try fields.required("fraction").number(in: 0...1))
        }
        let points = try reader.length()
        guard points >= 1 else {
            throw reader.error(
                "\(SceneNumberFormat.text(points)) pt is less than 1 pt (for a fraction of the container write "
                    + "{fraction: \(SceneNumberFormat.text(points))})")
        }
        return .points(points)
    }
}
