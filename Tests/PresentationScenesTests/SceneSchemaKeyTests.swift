import Foundation
import SchemaValidationSupport
import Testing

@testable import PresentationScenes

/// The schema and the decoder name the same keys (issue 35: a field added to the decoder and not to the
/// hand-written schema, or the other way round, went unnoticed). Each mapping the decoder reads takes its keys
/// from `SceneKeys`; each object the schema describes has `properties`, and a `oneOf` whose branches are objects
/// stands for one mapping holding one of their keys (a controller's kind, an action's kind, a detent).
@Suite struct SceneSchemaKeyTests {
    @Test func everyMappingTheDecoderReadsIsOneTheSchemaDescribes() throws {
        let schema = SchemaKeySets(schema: try SceneSchema.validator().root)
        for keys in SceneKeys.all {
            #expect(schema.sets.contains(Set(keys)), "the schema has no object with exactly the keys \(keys.sorted())")
        }
    }

    @Test func everyObjectTheSchemaDescribesIsOneTheDecoderReads() throws {
        let schema = SchemaKeySets(schema: try SceneSchema.validator().root)
        let decoded = Set(SceneKeys.all.map(Set.init))
        for keys in schema.decodedByTheFileDecoder {
            #expect(decoded.contains(keys), "no decoder list has exactly the schema's keys \(keys.sorted())")
        }
    }
}
