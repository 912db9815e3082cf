import Foundation
import PresentationKit
import SchemaValidationSupport
import Testing

/// The committed schema accepts every fixture scene and stays in step with the library.
@Suite struct SchemaFixtureTests {
    @Test(arguments: try TestPaths.sceneFiles())
    func schemaAcceptsFixture(_ name: String) throws {
        let text = try String(contentsOf: TestPaths.scenes.appendingPathComponent(name), encoding: .utf8)
        #expect(try SceneSchema.validator().validate(JSONValue.parse(text)) == [])
    }

    @Test func schemaIsDraft202012AndStrict() throws {
        let schema = try #require(SceneSchema.validator().root.objectValue)
        #expect(schema["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(schema["additionalProperties"] == .bool(false))
        #expect(
            try SceneSchema.validator().validate(.object([:])) == [
                "$: missing required property 'device'", "$: missing required property 'root'",
            ])
    }

    @Test func deviceNamesMatchTheCatalog() throws {
        let schema = try SceneSchema.validator().root
        let anyOf = schema.objectValue?["properties"]?.objectValue?["device"]?.objectValue?["anyOf"]?.arrayValue
        let names = anyOf?.first?.objectValue?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let catalog = DeviceCatalog.all.flatMap { [$0.identifier] + ($0.aliases ?? []) }
        #expect(Set(names) == Set(catalog))
    }

    @Test func stylesMatchTheLibrary() throws {
        let schema = try SceneSchema.validator().root
        let presentation = schema.objectValue?["$defs"]?.objectValue?["presentation"]?.objectValue
        let styles = presentation?["properties"]?.objectValue?["style"]?.objectValue?["enum"]?.arrayValue
        let expected = ModalPresentationStyle.allCases.filter { $0 != .none }.map(\.rawValue)
        #expect(Set(styles?.compactMap(\.stringValue) ?? []) == Set(expected))
    }
}
