import PresentationKit
import Yams

/// One node of a parsed scene file with the field path that leads to it, and typed accessors that throw
/// located ``SceneError``s.
package struct NodeReader {
    /// The node.
    package let node: Node
    /// The field path, e.g. `actions[1].present`.
    package let path: String
    /// The file name errors report.
    package let file: String

    /// Where the node starts.
    package var location: SceneLocation {
        SceneLocation(
            line: node.mark?.line ?? 1, column: node.mark?.column ?? 1,
            path: path.isEmpty ? SceneLocation.documentPath : path)
    }

    /// An error located at this node.
    package func error(_ message: String) -> SceneError {
        SceneError(file: file, location: location, message: message)
    }

    /// The reader of a child field.
    package func child(_ node: Node, key: String) -> NodeReader {
        NodeReader(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The reader of a list element.
    package func element(_ node: Node, index: Int) -> NodeReader {
        NodeReader(node: node, path: "\(path)[\(index)]", file: file)
    }

    // MARK: - Kinds

    /// The node's resolved tag (`str`, `int`, `float`, `bool`, `null`, …).
    package var tagName: Tag.Name { Tag.Name(rawValue: node.tag.rawValue) }

    /// What the node is, for "expected X, got Y" messages.
    package var kindDescription: String {
        switch node {
        case .mapping: return "an object"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch tagName {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int, .float: return "the number \(scalar.string)"
            default: return "'\(scalar.string)'"
            }
        }
    }

    package func typeMismatch(expected: String) -> SceneError {
        error("expected \(expected), got \(kindDescription)")
    }

    /// The node as a mapping whose keys are all in `allowedKeys`; every unknown key is an error at the key,
    /// thrown together.
    package func mapping(allowedKeys: [String]) throws(SceneError) -> MappingReader {
        var problems = SceneProblems()
        let fields = try mapping(allowedKeys: allowedKeys, recordingIn: &problems)
        try problems.throwIfAny()
        return fields
    }

    /// The node as a mapping whose keys are all in `allowedKeys`: each unknown key is recorded in `problems`
    /// as an error at the key, and the known fields are read on. Throws only when the node is no mapping.
    package func mapping(allowedKeys: [String], recordingIn problems: inout SceneProblems) throws(SceneError)
        -> MappingReader
    {
        guard case .mapping(let mapping) = node else { throw typeMismatch(expected: "an object") }
        var fields: [(key: String, keyNode: Node, value: Node)] = []
        var unknownKeys = SceneProblems()
        var misspeltKeys: Set<String> = []
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                unknownKeys.record(child(keyNode, key: "?").error("keys must be strings"))
                continue
            }
            let key = scalar.string
            guard allowedKeys.contains(key) else {
                if let intended = SpellingSuggestion.closest(to: key, among: allowedKeys) {
                    misspeltKeys.insert(intended)
                }
                unknownKeys.record(
                    child(keyNode, key: key).error(
                        "unknown key '\(key)'" + SceneSuggestion.hint(for: key, among: allowedKeys)))
                continue
            }
            fields.append((key, keyNode, value))
        }
        let unknownKeysError = unknownKeys.failure
        if let unknownKeysError { problems.record(unknownKeysError) }
        return MappingReader(
            reader: self, fields: fields, unknownKeys: unknownKeysError, misspeltKeys: misspeltKeys)
    }

    /// The node as a list of at most `maximumCount` element readers.
    package func sequence(maximumCount: Int, noun: String) throws(SceneError) -> [NodeReader] {
        guard case .sequence(let sequence) = node else { throw typeMismatch(expected: "a list") }
        guard sequence.count <= maximumCount else {
            throw error("too many \(noun): \(sequence.count) (at most \(maximumCount))")
        }
        return sequence.enumerated().map { element($0.element, index: $0.offset) }
    }

    // MARK: - Scalars

    /// The node as a quoted or plain string of at most `maximumLength` characters that the renderer can draw:
    /// no NUL (C strings end there) and no Unicode noncharacter (U+FDD0–U+FDEF and U+xFFFE/U+xFFFF, which
    /// cairo refuses as invalid UTF-8), checked here so the error has the value's line (issue 34).
    package func string(maximumLength: Int = SceneLimits.maximumStringLength) throws(SceneError) -> String {
        guard case .scalar(let scalar) = node, tagName == .str else {
            throw typeMismatch(expected: "a string")
        }
        guard scalar.string.count <= maximumLength else {
            throw error("string of \(scalar.string.count) characters is too long (at most \(maximumLength))")
        }
        if let undrawable = scalar.string.unicodeScalars.first(where: Self.isUndrawable) {
            let code = "U+" + String(undrawable.value, radix: 16, uppercase: true)
            throw error(
                undrawable == "\0"
                    ? "holds NUL (U+0000), which text may not contain"
                    : "holds \(code), a Unicode noncharacter, which cannot be drawn")
        }
        return scalar.string
    }

    /// Whether `scalar` is NUL or a noncharacter.
    private static func isUndrawable(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\0" || scalar.properties.isNoncharacterCodePoint
    }

    /// The node as a non-empty string.
    package func nonEmptyString() throws(SceneError) -> String {
        let value = try string()
        guard !value.isEmpty else { throw error("must not be empty") }
        return value
    }

    /// The node as a name that output files are named after (a scene's or figure's `name`): a non-empty
    /// string that is not `.` or `..` and holds no `/`, no `\\` and no control character, so that no output
    /// path built from it can leave its folder (issue 34). The error names the rule and the offending character
    /// (a control character shows escaped, as every error line escapes what does not print).
    package func fileName() throws(SceneError) -> String {
        let value = try nonEmptyString()
        if value == "." || value == ".." {
            throw error("must be a file name, not '\(value)': output files are named after it")
        }
        if let character = value.unicodeScalars.first(where: Self.isForbiddenInFileNames) {
            throw error(
                "must be a file name: it holds '\(character)'; output files are named after it, so it "
                    + "cannot hold '/', '\\' or control characters")
        }
        return value
    }

    /// Whether `scalar` may not appear in a name output files are named after.
    private static func isForbiddenInFileNames(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
    }

    /// The node as a boolean.
    package func bool() throws(SceneError) -> Bool {
        guard case .scalar = node, tagName == .bool, let value = node.bool else {
            throw typeMismatch(expected: "true or false")
        }
        return value
    }

    /// The node as a finite number.
    package func number() throws(SceneError) -> Double {
        guard case .scalar = node, [Tag.Name.int, .float].contains(tagName), let value = node.float else {
            throw typeMismatch(expected: "a number")
        }
        guard value.isFinite else { throw error("must be a finite number, got \(value)") }
        return value
    }

    /// The node as a number in `range`; a value outside is refused with the range and its unit.
    package func number(in range: SceneNumberRange) throws(SceneError) -> Double {
        let value = try number()
        guard range.contains(value) else { throw error(range.refusal(of: value)) }
        return value
    }

    /// The node as a length: a number in ``SceneLimits/length``.
    package func length() throws(SceneError) -> Double {
        try number(in: SceneLimits.length)
    }

    /// The node as a whole number in `range`.
    package func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
        guard case .scalar = node, tagName == .int, let value = node.int else {
            throw typeMismatch(expected: "a whole number")
        }
        guard range.contains(value) else { throw error(SceneNumberRange(range).refusal(of: Double(value))) }
        return value
    }

    /// The node as one of a closed set of names, e.g. a style or an orientation.
    package func name<Value: RawRepresentable & CaseIterable>(
        of type: Value.Type, noun: String, excluding excluded: [Value] = []
    ) throws(SceneError) -> Value where Value.RawValue == String, Value: Equatable {
        let text = try string()
        let allowed = Value.allCases.filter { !excluded.contains($0) }
        if let match = allowed.first(where: { $0.rawValue == text }) { return match }
        throw error("unknown \(noun) '\(text)'" + SceneSuggestion.hint(for: text, among: allowed.map(\.rawValue)))
    }
}

extension NodeReader {
    /// The reader of a field of this mapping, or this reader when the node has no such field.
    package func field(_ key: String) -> NodeReader {
        guard case .mapping(let mapping) = node, let value = mapping[key] else { return self }
        return child(value, key: key)
    }
}
