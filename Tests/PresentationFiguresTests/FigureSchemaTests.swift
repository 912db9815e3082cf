import Foundation
import SchemaValidationSupport
import Testing

/// `Fixtures/figure.schema.json` accepts every fixture figure and rejects what the decoder rejects.
@Suite struct FigureSchemaTests {
    static func validator() throws -> JSONSchemaValidator {
        let url = FigureFixtures.repositoryRoot.appendingPathComponent("Fixtures/figure.schema.json")
        return JSONSchemaValidator(root: try JSONValue.parse(String(contentsOf: url, encoding: .utf8)))
    }

    @Test(arguments: try FigureFixtures.names())
    func schemaAcceptsFixture(_ name: String) throws {
        let text = try String(contentsOfFile: FigureFixtures.path(name), encoding: .utf8)
        #expect(try Self.validator().validate(JSONValue.parse(text)) == [])
    }

    @Test func schemaRejectsWhatTheDecoderRejects() throws {
        let validator = try Self.validator()
        let unknownKey = try JSONValue.parse("panels: [{ scene: a.yaml, caption: x, colour: red }]")
        #expect(!validator.validate(unknownKey).isEmpty)
        let twoKinds = try JSONValue.parse(
            "panels: [{ scene: a.yaml, annotations: [{ size: window, margins: window }] }]")
        #expect(!validator.validate(twoKinds).isEmpty)
        let badEdge = try JSONValue.parse(
            "panels: [{ scene: a.yaml, annotations: [{ distance: { from: window.middle, to: window.top } }] }]")
        #expect(!validator.validate(badEdge).isEmpty)
        let timeWithoutAction = try JSONValue.parse("panels: [{ scene: a.yaml, at: { time: 0.2 } }]")
        #expect(!validator.validate(timeWithoutAction).isEmpty)
        #expect(validator.validate(try JSONValue.parse("{}")) == ["$: missing required property 'panels'"])
    }

    @Test func deviceNamesMatchTheSceneSchema() throws {
        let url = FigureFixtures.repositoryRoot.appendingPathComponent("Fixtures/scene.schema.json")
        let scene = try JSONValue.parse(String(contentsOf: url, encoding: .utf8))
        let figure = try Self.validator().root
        let sceneDevice = scene.objectValue?["properties"]?.objectValue?["device"]?.objectValue?["anyOf"]
        let panel = figure.objectValue?["$defs"]?.objectValue?["panel"]?.objectValue?["properties"]
        let figureDevice = panel?.objectValue?["device"]?.objectValue?["anyOf"]
        #expect(sceneDevice != nil)
        #expect(figureDevice == sceneDevice)
    }
}
