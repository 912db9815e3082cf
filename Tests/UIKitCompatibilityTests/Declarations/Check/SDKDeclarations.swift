#if os(Linux)
    import Foundation

    /// Facts about the iOS SDK's declarations as Swift imports them (`sdk-declarations.json` beside this
    /// folder: kinds, initialisers, settability, optionality; derived facts only, with their sources named in
    /// the file).
    struct SDKDeclarations: Decodable {
        struct Initializer: Decodable {
            let name: String
            let designated: Bool
            let required: Bool
            let failable: Bool
            let viaProtocol: String?
        }
        struct Property: Decodable {
            let name: String
            let settable: Bool
            let optional: Bool
            let viaProtocol: String?
        }
        struct Method: Decodable {
            let name: String
        }
        struct TypeDeclaration: Decodable {
            let kind: String
            let open: Bool?
            let superclass: String?
            let inherits: [String]?
            let initializers: [Initializer]?
            let properties: [Property]?
            let methods: [Method]?
            let cases: [String]?
        }
        let source: String
        let types: [String: TypeDeclaration]

        static func load() throws -> SDKDeclarations {
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("sdk-declarations.json")
            return try JSONDecoder().decode(SDKDeclarations.self, from: Data(contentsOf: file))
        }

        /// `name` and its ancestors (superclasses, inherited protocols), nearest first, as far as the facts go.
        func lineage(of name: String) -> [TypeDeclaration] {
            var result: [TypeDeclaration] = []
            var queue = [name]
            var seen: Set<String> = []
            while let next = queue.first {
                queue.removeFirst()
                guard seen.insert(next).inserted, let type = types[next] else { continue }
                result.append(type)
                queue += [type.superclass].compactMap { $0 } + (type.inherits ?? [])
            }
            return result
        }
    }
#endif
