import Foundation
import Yams

/// Converts nodes to Foundation JSON objects (for decoding inline device profiles with the catalog's
/// own decoder), and locates that decoder's errors back in the node tree.
enum NodeJSON {
    /// The node as `[String: Any]` / `[Any]` / `String` / `Int` / `Double` / `Bool` / `NSNull`.
    static func value(of reader: NodeReader) throws(SceneError) -> Any {
        switch reader.node {
        case .mapping(let mapping):
            var object: [String: Any] = [:]
            for (key, value) in mapping {
                let name = key.string ?? ""
                object[name] = try Self.value(of: reader.child(value, key: name))
            }
            return object
        case .sequence(let sequence):
            var array: [Any] = []
            for (index, element) in sequence.enumerated() {
                array.append(try value(of: reader.element(element, index: index)))
            }
            return array
        case .alias:
            throw reader.error("aliases are not supported here")
        case .scalar:
            return try scalarValue(of: reader)
        }
    }

    private static func scalarValue(of reader: NodeReader) throws(SceneError) -> Any {
        switch reader.tagName {
        case .null: return NSNull()
        case .bool: return try reader.bool()
        // A whole number beyond Int's range is kept as a Double, so that the profile's bounds refuse it.
        case .int:
            if let value = reader.node.int { return value }
            return try reader.number()
        case .float: return try reader.number()
        default: return reader.node.string ?? ""
        }
    }

    /// A ``SceneError`` at the node the decoding error's coding path leads to.
    static func locate(_ error: DecodingError, in reader: NodeReader) -> SceneError {
        let (path, message) = details(of: error)
        var current = reader
        for key in path {
            guard let next = descend(current, key) else { break }
            current = next
        }
        return current.error("invalid device profile: \(message)")
    }

    private static func descend(_ reader: NodeReader, _ key: CodingKey) -> NodeReader? {
        switch reader.node {
        case .mapping(let mapping):
            return mapping[key.stringValue].map { reader.child($0, key: key.stringValue) }
        case .sequence(let sequence):
            guard let index = key.intValue, sequence.indices.contains(index) else { return nil }
            return reader.element(sequence[index], index: index)
        default:
            return nil
        }
    }

    private static func details(of error: DecodingError) -> ([CodingKey], String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath, "missing required key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            return (context.codingPath, "expected \(type)")
        case .valueNotFound(let type, let context):
            return (context.codingPath, "expected \(type)")
        case .dataCorrupted(let context):
            return (context.codingPath, context.debugDescription)
        @unknown default:
            return ([], String(describing: error))
        }
    }
}
