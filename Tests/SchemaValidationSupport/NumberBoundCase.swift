import Foundation
import PresentationScenes

/// One bounded number field of a scene, figure or gallery matrix file: where the committed schema states its
/// bounds, the bounds the decoder enforces, and a file that writes `VALUE` in the field.
package struct NumberBoundCase: CustomStringConvertible, Sendable {
    /// The field, for the test's name.
    package let field: String
    /// The schema file in `Fixtures/` (`scene.schema.json`, `figure.schema.json`).
    package let schemaFile: String
    /// The JSON pointer to the field's schema in it.
    package let schemaPointer: String
    /// The decoder's bounds and unit.
    package let range: SceneNumberRange
    /// Whether the field takes whole numbers (then "just outside" is one more or one less).
    package let isWhole: Bool
    /// A file with `VALUE` where the number goes.
    package let template: String

    package var description: String { field }

    package init(
        _ field: String, schema: String = "scene.schema.json", at pointer: String, _ range: SceneNumberRange,
        isWhole: Bool = false, _ template: String
    ) {
        self.field = field
        schemaFile = schema
        schemaPointer = pointer
        self.range = range
        self.isWhole = isWhole
        self.template = template
    }

    /// The file with `value` written in the field.
    package func text(_ value: Double) -> String {
        template.replacingOccurrences(of: "VALUE", with: Self.written(value))
    }

    /// The bounds themselves, which are accepted.
    package var inside: [Double] { [range.lowest, range.highest] }

    /// The nearest values outside the bounds.
    package var outside: [Double] {
        let step = isWhole ? 1 : 0.001
        return [range.lowest - step, range.highest + step]
    }

    /// The message the decoder is to give for `value` outside: the bounds as the schema states them, with the
    /// field's unit ("must be between 0 and 60 s, got 61").
    package func refusal(of value: Double) -> String {
        let unit = range.unit.isEmpty ? "" : " \(range.unit)"
        return
            "must be between \(Self.written(range.lowest)) and \(Self.written(range.highest))\(unit), got \(Self.written(value))"
    }

    /// A number as a file writes it: whole numbers without a fraction.
    package static func written(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// The `minimum` (or `exclusiveMinimum`) and `maximum` the committed schema gives the field.
    package func schemaBounds() throws -> (minimum: Double?, exclusiveMinimum: Double?, maximum: Double?) {
        let url = Self.fixtures.appendingPathComponent(schemaFile)
        var node = try JSONValue.parse(String(contentsOf: url, encoding: .utf8))
        for part in schemaPointer.split(separator: "/") {
            if let index = Int(part), case .array(let items) = node, items.indices.contains(index) {
                node = items[index]
            } else if let next = node.objectValue?[String(part)] {
                node = next
            } else {
                throw SchemaPointerError(pointer: schemaPointer)
            }
        }
        guard let object = node.objectValue else { throw SchemaPointerError(pointer: schemaPointer) }
        func number(_ key: String) -> Double? {
            if case .number(let value) = object[key] { return value }
            return nil
        }
        return (number("minimum"), number("exclusiveMinimum"), number("maximum"))
    }

    /// `Fixtures/`: two levels above this file.
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
}

/// A schema pointer that leads nowhere in the schema.
package struct SchemaPointerError: Error, CustomStringConvertible {
    package let pointer: String
    package var description: String { "no schema at \(pointer)" }
}
