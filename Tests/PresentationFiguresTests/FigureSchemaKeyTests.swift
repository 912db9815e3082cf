import Foundation
import SchemaValidationSupport
import Testing

@testable import PresentationFigures

/// The figure schema and the figure decoder name the same keys: each mapping the decoder reads takes its keys
/// from `FigureKeys`, and each is an object the schema describes, and the other way round.
@Suite struct FigureSchemaKeyTests {
    @Test func everyMappingTheDecoderReadsIsOneTheSchemaDescribes() throws {
        let schema = SchemaKeySets(schema: try FigureSchemaTests.validator().root)
        for keys in FigureKeys.all {
            #expect(schema.sets.contains(Set(keys)), "the schema has no object with exactly the keys \(keys.sorted())")
        }
    }

    /// The schema's `{ width, height }` is an inline device's screen size, which `DeviceProfile` decodes.
    @Test func everyObjectTheSchemaDescribesIsOneTheDecoderReads() throws {
        let schema = SchemaKeySets(schema: try FigureSchemaTests.validator().root)
        let decoded = Set(FigureKeys.all.map(Set.init)).union([["width", "height"]])
        for keys in schema.decodedByTheFileDecoder {
            #expect(decoded.contains(keys), "no decoder list has exactly the schema's keys \(keys.sorted())")
        }
    }
}
