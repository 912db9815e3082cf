/// The mappings a JSON schema describes, as sets of keys: each object's `properties`, and for a `oneOf` or
/// `anyOf` whose branches are objects, the union of their keys (one mapping holding one branch's keys: a
/// controller's kind, an action, a moment). `branches` are those single branches, which no decoder reads alone.
package struct SchemaKeySets {
    package private(set) var sets: Set<Set<String>> = []
    package private(set) var branches: Set<Set<String>> = []

    package init(schema: JSONValue) { visit(schema) }

    private mutating func visit(_ value: JSONValue) {
        if let object = value.objectValue {
            if let properties = object["properties"]?.objectValue { sets.insert(Set(properties.keys)) }
            for key in ["oneOf", "anyOf"] {
                let objects = (object[key]?.arrayValue ?? []).compactMap { $0.objectValue?["properties"]?.objectValue }
                guard !objects.isEmpty else { continue }
                sets.insert(Set(objects.flatMap(\.keys)))
                if objects.count > 1 { branches.formUnion(objects.map { Set($0.keys) }) }
            }
            for child in object.values { visit(child) }
        } else if let array = value.arrayValue {
            for child in array { visit(child) }
        }
    }

    /// The mappings a decoder must read: every set but the single branches, the inline device profile and its
    /// insets and size classes (decoded by `DeviceProfile`, checked by `DeviceCatalogTests`).
    package var decodedByTheFileDecoder: Set<Set<String>> {
        let deviceProfileParts: Set<Set<String>> = [["top", "left", "bottom", "right"], ["horizontal", "vertical"]]
        return sets.subtracting(branches).subtracting(deviceProfileParts).filter { !$0.contains("identifier") }
    }
}
