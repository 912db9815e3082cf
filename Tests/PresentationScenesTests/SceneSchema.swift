import Foundation
import SchemaValidationSupport

/// The committed scene schema, loaded once per use.
enum SceneSchema {
    /// A validator for `Fixtures/scene.schema.json`.
    static func validator() throws -> JSONSchemaValidator {
        let text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("scene.schema.json"), encoding: .utf8)
        return JSONSchemaValidator(root: try JSONValue.parse(text))
    }
}
