#if os(Linux)
    import Foundation

    /// A public declaration of this package, read from the symbol graphs `swift-symbolgraph-extract` writes for
    /// the built modules.
    struct DeclaredSymbol {
        /// `swift.class`, `swift.init`, `swift.property`, …
        let kind: String
        /// The type path and name: `["View", "init(frame:)"]`.
        let path: [String]
        /// `open` or `public`.
        let accessLevel: String
        /// The declaration as written: `convenience init(type buttonType: Button.ButtonType)`.
        let declaration: String
        /// The type a type alias names (its precise identifier), for aliases.
        let aliasTarget: String?
        /// The precise identifier.
        let identifier: String

        var name: String { path.last ?? "" }
        var isType: Bool {
            ["swift.class", "swift.struct", "swift.enum", "swift.protocol"].contains(kind)
        }
    }

    /// The public declarations of the package's modules, by identifier and by path.
    struct PackageSurface {
        private(set) var symbols: [String: DeclaredSymbol] = [:]
        private var membersByTypePath: [[String]: [DeclaredSymbol]] = [:]
        private var typesByPath: [[String]: DeclaredSymbol] = [:]
        /// The names each module declares at its top level (types and type aliases), by module; extension
        /// graphs (`UIKit@Foundation`) declare none.
        private(set) var topLevelTypeNames: [String: Set<String>] = [:]

        /// Reads every `*.symbols.json` in `folder`.
        init(symbolGraphsIn folder: URL) throws {
            let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            for file in files where file.lastPathComponent.hasSuffix(".symbols.json") {
                try read(file)
            }
        }

        /// The type an alias names: the first type after `=` (a generic alias's arguments come after it).
        private static func aliasTarget(of fragments: [SymbolGraphFile.Symbol.Fragment]) -> String? {
            guard let equals = fragments.firstIndex(where: { $0.kind == "text" && $0.spelling.contains("=") }) else {
                return nil
            }
            return fragments[equals...].first { $0.kind == "typeIdentifier" }?.preciseIdentifier
        }

        private mutating func read(_ file: URL) throws {
            let graph = try JSONDecoder().decode(SymbolGraphFile.self, from: Data(contentsOf: file))
            let declaresTopLevel = file.lastPathComponent == "\(graph.module.name).symbols.json"
            for entry in graph.symbols where !entry.identifier.precise.contains("::SYNTHESIZED::") {
                let declaration = entry.declarationFragments.map(\.spelling).joined()
                let symbol = DeclaredSymbol(
                    kind: entry.kind.identifier, path: entry.pathComponents, accessLevel: entry.accessLevel,
                    declaration: declaration,
                    aliasTarget: entry.kind.identifier == "swift.typealias"
                        ? Self.aliasTarget(of: entry.declarationFragments) : nil,
                    identifier: entry.identifier.precise)
                symbols[symbol.identifier] = symbol
                if symbol.isType { typesByPath[symbol.path] = symbol }
                if declaresTopLevel, symbol.path.count == 1, symbol.isType || symbol.kind == "swift.typealias" {
                    topLevelTypeNames[graph.module.name, default: []].insert(symbol.name)
                }
                if symbol.path.count > 1 {
                    membersByTypePath[Array(symbol.path.dropLast()), default: []].append(symbol)
                }
            }
        }

        /// The type a top-level UIKit, QuartzCore or CoreGraphics name declares or aliases, following aliases.
        func type(named name: String) -> DeclaredSymbol? {
            let parts = name.split(separator: ".").map(String.init)
            guard let first = parts.first, var current = resolve(path: [first]) else { return nil }
            for part in parts.dropFirst() {
                guard let nested = resolve(path: current.path + [part]) else { return nil }
                current = nested
            }
            return current
        }

        private func resolve(path: [String]) -> DeclaredSymbol? {
            if let type = typesByPath[path] { return type }
            guard let alias = membersOrTopLevel(path), alias.kind == "swift.typealias",
                let target = alias.aliasTarget, let type = symbols[target], type.isType
            else { return nil }
            return type
        }

        private func membersOrTopLevel(_ path: [String]) -> DeclaredSymbol? {
            if path.count == 1 { return symbols.values.first { $0.path == path && $0.kind == "swift.typealias" } }
            return membersByTypePath[Array(path.dropLast())]?.first { $0.name == path.last }
        }

        /// The members declared on `type` itself (in its body or in extensions), not inherited ones.
        func members(of type: DeclaredSymbol) -> [DeclaredSymbol] {
            membersByTypePath[type.path] ?? []
        }
    }

    private struct SymbolGraphFile: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { let identifier: String }
            struct Identifier: Decodable { let precise: String }
            struct Fragment: Decodable {
                let kind: String
                let spelling: String
                let preciseIdentifier: String?
            }
            let kind: Kind
            let identifier: Identifier
            let pathComponents: [String]
            let accessLevel: String
            let declarationFragments: [Fragment]
        }
        struct Module: Decodable { let name: String }
        let module: Module
        let symbols: [Symbol]
    }
#endif
