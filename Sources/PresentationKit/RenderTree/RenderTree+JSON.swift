import Foundation

extension RenderTree {
    /// The tree as pretty-printed JSON with sorted keys (deterministic).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Decodes a tree written by ``jsonData()``.
    public static func decode(from data: Data) throws -> RenderTree {
        try JSONDecoder().decode(RenderTree.self, from: data)
    }
}
