/// Finds where a file writes a field, for a problem found after decoding: a value that is valid on its own but
/// too much for a later stage (an inline device's screen too large to draw within the memory budget, a figure's
/// panels), which the decoded ``Scene`` or figure no longer locates.
package enum SceneFieldLocator {
    /// Where the scene or figure file at `path` writes the field `keys` lead to (`["device", "portraitSize"]`),
    /// or the deepest of them it writes; `nil` when the file cannot be read or parsed, or does not write the
    /// first key.
    package static func location(ofField keys: [String], inFileAt path: String) -> SceneLocation? {
        guard let text = try? SceneDecoder.readText(at: path),
            var reader = try? SceneDocumentParser.parse(text, file: path)
        else { return nil }
        var found: SceneLocation?
        for key in keys {
            guard case .mapping(let mapping) = reader.node, let value = mapping[key] else { break }
            reader = reader.child(value, key: key)
            found = reader.location
        }
        return found
    }
}
