import Yams

/// The fields of a mapping node whose keys were checked, with accessors for optional, required and
/// mutually exclusive fields.
package struct MappingReader {
    /// The mapping itself.
    package let reader: NodeReader
    /// The fields in file order.
    package let fields: [(key: String, keyNode: Node, value: Node)]
    /// The mapping's unknown keys as one error, or `nil`. A missing key is then most likely one of them
    /// misspelt, so this error is what a missing key reports.
    package let unknownKeys: SceneError?
    /// The allowed keys that an unknown key is probably a misspelling of (the ones its "did you mean" hint
    /// names). Such a key counts as neither present nor absent.
    package let misspeltKeys: Set<String>

    /// Whether a field is present.
    package func contains(_ key: String) -> Bool { fields.contains { $0.key == key } }

    /// The field's value reader, or `nil` when absent.
    package func optional(_ key: String) -> NodeReader? {
        fields.first { $0.key == key }.map { reader.child($0.value, key: key) }
    }

    /// The field's value reader; a missing field is an error at the mapping, or, when the mapping has unknown
    /// keys, those keys' error (one of them is probably the field misspelt).
    package func required(_ key: String) throws(SceneError) -> NodeReader {
        guard let value = optional(key) else { throw unknownKeys ?? reader.error("missing required key '\(key)'") }
        return value
    }

    /// The value of an optional field read with `read`, or `nil` when it is absent. A field that is absent
    /// but probably written misspelt is not known to be absent: the unknown keys' error is thrown, so that
    /// nothing is checked against its default.
    package func optional<Value>(_ key: String, _ read: (NodeReader) throws(SceneError) -> Value)
        throws(SceneError) -> Value?
    {
        guard let value = optional(key) else {
            try checkNotMisspelt([key])
            return nil
        }
        return try read(value)
    }

    /// Throws the unknown keys' error when one of them is probably one of `keys` misspelt: whether those
    /// keys are written is then unknown.
    package func checkNotMisspelt(_ keys: [String]) throws(SceneError) {
        if let unknownKeys, keys.contains(where: misspeltKeys.contains) { throw unknownKeys }
    }

    /// The value of an optional field read with `read`, or `nil` when it is absent or when its problem was
    /// recorded in `problems`.
    package func optional<Value>(
        _ key: String, recordingIn problems: inout SceneProblems, _ read: (NodeReader) throws(SceneError) -> Value
    ) -> Value? {
        problems.attempt { () throws(SceneError) in try optional(key, read) } ?? nil
    }

    /// The fields a scene and a figure document both start with: `$schema` (checked to be a string, not
    /// used), `name` (not empty) and `description`, each checked on its own.
    package func documentHeader(recordingIn problems: inout SceneProblems) -> (name: String?, summary: String?) {
        _ = optional("$schema", recordingIn: &problems) { reader throws(SceneError) in try reader.string() }
        let name = optional("name", recordingIn: &problems) { reader throws(SceneError) in
            try reader.fileName()
        }
        let summary = optional("description", recordingIn: &problems) { reader throws(SceneError) in
            try reader.string(maximumLength: SceneLimits.maximumDescriptionLength)
        }
        return (name, summary)
    }

    /// The one field present among `keys`: several is an error, and so is none (reported as the mapping's
    /// unknown keys when it has some).
    package func exactlyOne(of keys: [String], noun: String) throws(SceneError) -> (key: String, value: NodeReader) {
        let present = fields.filter { keys.contains($0.key) }
        if present.isEmpty, let unknownKeys { throw unknownKeys }
        guard present.count == 1, let field = present.first else {
            let list = keys.map { "'\($0)'" }.joined(separator: ", ")
            let problem = present.isEmpty ? "missing" : "more than one"
            throw reader.error("\(problem) \(noun): give exactly one of \(list)")
        }
        return (field.key, reader.child(field.value, key: field.key))
    }
}
