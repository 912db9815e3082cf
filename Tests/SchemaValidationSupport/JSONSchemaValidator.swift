import Foundation

/// Validates JSON values against the subset of JSON Schema draft 2020-12 the scene schema uses: `type`,
/// `properties`, `required`, `additionalProperties`, `enum`, `const`, `items`, `prefixItems`, `oneOf`,
/// `anyOf`, `allOf`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `minItems`,
/// `maxItems`, `minLength`, `maxLength`, `pattern` and local `$ref`s (`#/$defs/…`). Any other keyword
/// that is not an annotation is reported, so the schema cannot silently rely on something unchecked.
package struct JSONSchemaValidator {
    /// The root schema (for `$ref`).
    package let root: JSONValue

    /// A validator for the schema `root`.
    package init(root: JSONValue) {
        self.root = root
    }

    package static let annotations: Set<String> = [
        "$schema", "$id", "$defs", "title", "description", "default", "examples",
    ]

    /// Every violation, as `path: message`; empty when `instance` is valid.
    package func validate(_ instance: JSONValue) -> [String] {
        check(instance, against: root, path: "$")
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, path: String) -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): not allowed"] }
        guard let keywords = schema.objectValue else { return ["\(path): schema is not an object"] }
        var errors: [String] = []
        for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
            errors += check(instance, keyword: keyword, value: value, schema: keywords, path: path)
        }
        return errors
    }

    private func check(
        _ instance: JSONValue, keyword: String, value: JSONValue, schema: [String: JSONValue],
        path: String
    ) -> [String] {
        switch keyword {
        case "$ref": return checkReference(instance, value, path: path)
        case "type": return checkType(instance, value, path: path)
        case "enum":
            return value.arrayValue?.contains(instance) == true ? [] : ["\(path): not one of the allowed values"]
        case "const": return instance == value ? [] : ["\(path): must equal the constant"]
        case "properties", "required", "additionalProperties":
            return checkObject(instance, keyword: keyword, value: value, schema: schema, path: path)
        case "items", "prefixItems", "minItems", "maxItems":
            return checkArray(instance, keyword: keyword, value: value, schema: schema, path: path)
        case "minLength", "maxLength", "pattern":
            return checkString(instance, keyword: keyword, value: value, path: path)
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
            return checkNumber(instance, keyword: keyword, value: value, path: path)
        case "oneOf", "anyOf", "allOf": return checkCombination(instance, keyword: keyword, value: value, path: path)
        default:
            return Self.annotations.contains(keyword) ? [] : ["\(path): unsupported keyword '\(keyword)'"]
        }
    }

    private func checkReference(_ instance: JSONValue, _ reference: JSONValue, path: String) -> [String] {
        guard let text = reference.stringValue, text.hasPrefix("#/$defs/"),
            let target = root.objectValue?["$defs"]?.objectValue?[String(text.dropFirst(8))]
        else {
            return ["\(path): unresolvable $ref"]
        }
        return check(instance, against: target, path: path)
    }

    private func checkType(_ instance: JSONValue, _ type: JSONValue, path: String) -> [String] {
        let names = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue].compactMap { $0 }
        let matches = names.contains { name in
            if name == "integer", let number = instance.numberValue { return number.rounded() == number }
            return name == instance.typeName
        }
        return matches ? [] : ["\(path): expected \(names.joined(separator: " or ")), got \(instance.typeName)"]
    }

    private func checkObject(
        _ instance: JSONValue, keyword: String, value: JSONValue,
        schema: [String: JSONValue], path: String
    ) -> [String] {
        guard let members = instance.objectValue else { return [] }
        switch keyword {
        case "required":
            let missing = (value.arrayValue ?? []).compactMap(\.stringValue).filter { members[$0] == nil }
            return missing.map { "\(path): missing required property '\($0)'" }
        case "properties":
            let properties = value.objectValue ?? [:]
            return members.sorted { $0.key < $1.key }.flatMap { key, member in
                properties[key].map { check(member, against: $0, path: "\(path).\(key)") } ?? []
            }
        default:
            let declared = schema["properties"]?.objectValue ?? [:]
            return members.keys.sorted().filter { declared[$0] == nil }.flatMap { key in
                check(members[key] ?? .null, against: value, path: "\(path).\(key)")
                    .map { _ in "\(path): additional property '\(key)' is not allowed" }
                    .prefix(1)
            }
        }
    }

    private func checkArray(
        _ instance: JSONValue, keyword: String, value: JSONValue,
        schema: [String: JSONValue], path: String
    ) -> [String] {
        guard let elements = instance.arrayValue else { return [] }
        let count = Double(elements.count)
        switch keyword {
        case "minItems": return count >= (value.numberValue ?? 0) ? [] : ["\(path): too few items"]
        case "maxItems": return count <= (value.numberValue ?? .infinity) ? [] : ["\(path): too many items"]
        case "prefixItems":
            let schemas = value.arrayValue ?? []
            return zip(elements, schemas).enumerated().flatMap { check($1.0, against: $1.1, path: "\(path)[\($0)]") }
        default:
            let skipped = schema["prefixItems"]?.arrayValue?.count ?? 0
            return elements.enumerated().dropFirst(skipped).flatMap {
                check($1, against: value, path: "\(path)[\($0)]")
            }
        }
    }

    private func checkString(_ instance: JSONValue, keyword: String, value: JSONValue, path: String) -> [String] {
        guard let text = instance.stringValue else { return [] }
        let length = Double(text.unicodeScalars.count)
        switch keyword {
        case "minLength": return length >= (value.numberValue ?? 0) ? [] : ["\(path): string too short"]
        case "maxLength": return length <= (value.numberValue ?? .infinity) ? [] : ["\(path): string too long"]
        default:
            guard let pattern = value.stringValue,
                let expression = try? NSRegularExpression(pattern: pattern)
            else { return ["\(path): bad pattern"] }
            let range = NSRange(text.startIndex..., in: text)
            return expression.firstMatch(in: text, range: range) == nil ? ["\(path): does not match \(pattern)"] : []
        }
    }

    private func checkNumber(_ instance: JSONValue, keyword: String, value: JSONValue, path: String) -> [String] {
        guard let number = instance.numberValue, let bound = value.numberValue else { return [] }
        let valid: Bool
        switch keyword {
        case "minimum": valid = number >= bound
        case "maximum": valid = number <= bound
        case "exclusiveMinimum": valid = number > bound
        default: valid = number < bound
        }
        return valid ? [] : ["\(path): \(number) violates \(keyword) \(bound)"]
    }

    private func checkCombination(_ instance: JSONValue, keyword: String, value: JSONValue, path: String) -> [String] {
        let results = (value.arrayValue ?? []).map { check(instance, against: $0, path: path) }
        let passing = results.filter(\.isEmpty).count
        switch keyword {
        case "allOf": return results.flatMap { $0 }
        case "anyOf": return passing > 0 ? [] : ["\(path): matches none of anyOf"]
        default: return passing == 1 ? [] : ["\(path): matches \(passing) of oneOf (exactly one needed)"]
        }
    }
}
