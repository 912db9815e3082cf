import Foundation
import SchemaValidationSupport
import Testing

@testable import PresentationScenes

/// The schema and the decoder name the same keys (issue 35: a field added to the decoder and not to the
/// hand-written schema, or the other way round, went unnoticed). Each mapping the decoder reads takes its keys
/// from `SceneKeys`; each object the schema describes has `properties`, and a `oneOf` whose branches are objects
/// stands for one mapping holding one of their keys (a controller's kind, an action's kind, a detent).
@Suite struct SceneSchemaKeyTests {
    /// The schema's objects decoded by the device profile's own decoder (DeviceCatalogTests covers them).
    static let deviceProfileObjects: Set<Set<String>> = [
        ["top", "left", "bottom", "right"], ["horizontal", "vertical"],
    ]

    /// The key sets of the schema's objects, and of the unions of `oneOf` object branches; `branches` are the
    /// single branches whose keys a union holds.
    static func schemaKeySets() throws -> (sets: Set<Set<String>>, branches: Set<Set<String>>) {
        var sets: Set<Set<String>> = []
        var branches: Set<Set<String>> = []
        func visit(_ value: JSONValue) {
            if let object = value.objectValue {
                if let properties = object["properties"]?.objectValue { sets.insert(Set(properties.keys)) }
                for key in ["oneOf", "anyOf"] {
                    let objects = (object[key]?.arrayValue ?? []).compactMap {
                        $0.objectValue?["properties"]?.objectValue
                    }
                    guard !objects.isEmpty else { continue }
                    sets.insert(Set(objects.flatMap(\.keys)))
                    if objects.count > 1 { branches.formUnion(objects.map { Set($0.keys) }) }
                }
                object.values.forEach(visit)
            } else if let array = value.arrayValue {
                array.forEach(visit)
            }
        }
        visit(try SceneSchema.validator().root)
        return (sets, branches)
    }

    @Test func everyMappingTheDecoderReadsIsOneTheSchemaDescribes() throws {
        let schema = try Self.schemaKeySets().sets
        for keys in SceneKeys.all {
            #expect(schema.contains(Set(keys)), "the schema has no object with exactly the keys \(keys.sorted())")
        }
    }

    @Test func everyObjectTheSchemaDescribesIsOneTheDecoderReads() throws {
        let (schema, branches) = try Self.schemaKeySets()
        let decoded = Set(SceneKeys.all.map(Set.init))
        let expected = schema.subtracting(branches).subtracting(Self.deviceProfileObjects)
            .filter { !$0.contains("identifier") }  // the inline device profile, decoded by DeviceProfile
        for keys in expected {
            #expect(decoded.contains(keys), "no decoder list has exactly the schema's keys \(keys.sorted())")
        }
    }
}
