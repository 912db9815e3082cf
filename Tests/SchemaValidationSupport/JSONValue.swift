import Foundation
import Yams

/// A JSON value, for validating scene files against the JSON Schema.
package indirect enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Parses YAML or JSON text with Yams (YAML includes JSON) into a JSON value.
    package static func parse(_ text: String) throws -> JSONValue {
        guard let node = try Yams.compose(yaml: text) else { return .null }
        return try JSONValue(node)
    }

    /// The value of a Yams node; scalars follow their resolved YAML tag.
    package init(_ node: Node) throws {
        switch node {
        case .mapping(let mapping):
            var object: [String: JSONValue] = [:]
            for (key, value) in mapping { object[key.string ?? ""] = try JSONValue(value) }
            self = .object(object)
        case .sequence(let sequence):
            self = .array(try sequence.map(JSONValue.init))
        case .alias:
            self = .null
        case .scalar(let scalar):
            self = Self.scalar(scalar, node: node)
        }
    }

    private static func scalar(_ scalar: Node.Scalar, node: Node) -> JSONValue {
        switch node.tag.rawValue {
        case "tag:yaml.org,2002:null": return .null
        case "tag:yaml.org,2002:bool": return .bool(node.bool ?? false)
        case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float": return .number(node.float ?? .nan)
        default: return .string(scalar.string)
        }
    }

    /// The JSON type name (`integer` for whole numbers is checked separately).
    package var typeName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    /// The object's members, if this is an object.
    package var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The string, if this is a string.
    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, if this is a number.
    package var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
