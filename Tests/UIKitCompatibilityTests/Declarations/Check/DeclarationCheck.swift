#if os(Linux)
    import Foundation

    /// One way a declaration of the package differs from the iOS SDK's, keyed `UIView.cornerRadius extra`.
    struct DeclarationMismatch: Hashable, Comparable {
        /// The SDK's type name (`UIView`, `UIView.AnimationOptions`).
        let type: String
        /// The member's Swift name, or `""` for the type itself.
        let member: String
        /// What differs: `kind`, `final`, `convenience`, `designated`, `required`, `not-required`, `failable`,
        /// `not-failable`, `get-only`, `settable`, `optional`, `not-optional`, `not-open` or `extra`.
        let problem: String

        var key: String { member.isEmpty ? "\(type) \(problem)" : "\(type).\(member) \(problem)" }
        static func < (lhs: Self, rhs: Self) -> Bool { lhs.key < rhs.key }
    }

    /// Compares the package's UIKit, QuartzCore and CoreGraphics surface with the SDK's declarations: kinds,
    /// whether a class can be subclassed and its members overridden, initialisers (designated, convenience,
    /// required, failable), properties' settability and optionality, and members the SDK's type lacks.
    struct DeclarationCheck {
        let sdk: SDKDeclarations
        let surface: PackageSurface

        /// Members every Swift type may have from the standard protocols its SDK counterpart also adopts
        /// (Hashable, RawRepresentable, OptionSet, CustomStringConvertible, NSObject's basics).
        static let conformanceMembers: Set<String> = [
            "init()", "init(rawValue:)", "rawValue", "hash(into:)", "hashValue", "hash", "isEqual(_:)", "description",
            "debugDescription", "encode(to:)", "init(from:)", "allCases", "init(arrayLiteral:)",
        ]

        /// The SDK types the package exports under their SDK names.
        var exportedTypes: [String] {
            sdk.types.keys.filter { surface.type(named: $0) != nil }.sorted()
        }

        /// The modules whose Apple-named declarations must all have facts.
        static let appleNamedModules = ["UIKit", "QuartzCore", "CoreGraphics"]

        /// The names under Apple's prefixes (UI, CA, CG, NS) that those modules declare themselves, as types or
        /// type aliases: Foundation's types that they only re-export are not among them.
        var appleNamedDeclarations: [String] {
            Self.appleNamedModules.flatMap { surface.topLevelTypeNames[$0] ?? [] }.filter(Self.hasApplePrefix).sorted()
        }

        static func hasApplePrefix(_ name: String) -> Bool {
            ["UI", "CA", "CG", "NS"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
        }

        /// Every mismatch, sorted.
        func mismatches() -> [DeclarationMismatch] {
            exportedTypes.flatMap(mismatches(ofType:)).sorted()
        }

        private func mismatches(ofType name: String) -> [DeclarationMismatch] {
            guard let declared = sdk.types[name], let ours = surface.type(named: name) else { return [] }
            var found: [DeclarationMismatch] = []
            let ourKind = ours.kind.replacingOccurrences(of: "swift.", with: "")
            if ourKind != declared.kind { found.append(.init(type: name, member: "", problem: "kind")) }
            let subclassable = ours.accessLevel == "open"
            if declared.kind == "class", declared.open ?? true, ourKind == "class", !subclassable {
                found.append(.init(type: name, member: "", problem: "final"))
            }
            let lineage = sdk.lineage(of: name)
            for member in surface.members(of: ours) where member.kind != "swift.typealias" && !member.isType {
                found += mismatches(
                    of: member, in: name, lineage: lineage, ourKind: subclassable ? ourKind : "final " + ourKind)
            }
            return found
        }

        private func mismatches(
            of member: DeclaredSymbol, in type: String, lineage: [SDKDeclarations.TypeDeclaration], ourKind: String
        ) -> [DeclarationMismatch] {
            let name = member.name
            if member.kind == "swift.func.op" || Self.conformanceMembers.contains(name) { return [] }
            func mismatch(_ problem: String) -> DeclarationMismatch {
                .init(type: type, member: name, problem: problem)
            }
            switch member.kind {
            case "swift.enum.case":
                let cases = lineage.flatMap { $0.cases ?? [] } + lineage.flatMap { ($0.properties ?? []).map(\.name) }
                return cases.contains(name) ? [] : [mismatch("extra")]
            case "swift.init":
                guard let sdkInit = lineage.lazy.compactMap({ $0.initializers?.first { $0.name == name } }).first
                else { return [mismatch("extra")] }
                return initializerMismatches(member, sdkInit, inClass: ourKind == "class").map(mismatch)
            case "swift.property", "swift.type.property":
                guard let property = lineage.lazy.compactMap({ $0.properties?.first { $0.name == name } }).first else {
                    let isMethodName = lineage.contains { $0.methods?.contains { $0.name == name } ?? false }
                    return isMethodName ? [] : [mismatch("extra")]
                }
                let shape = property.viaProtocol == nil ? propertyMismatches(member, property) : []
                return (shape + overridability(member, ourKind: ourKind, sdkOpen: lineage.first?.open)).map(mismatch)
            default:
                let known = lineage.contains { type in
                    (type.methods ?? []).contains { $0.name == name }
                        || (type.properties ?? []).contains { $0.name == name }
                }
                guard known else { return [mismatch("extra")] }
                return overridability(member, ourKind: ourKind, sdkOpen: lineage.first?.open).map(mismatch)
            }
        }

        private func initializerMismatches(
            _ ours: DeclaredSymbol, _ sdk: SDKDeclarations.Initializer, inClass: Bool
        ) -> [String] {
            let declaration = ours.declaration
            let convenience = declaration.contains("convenience ")
            let required = declaration.contains("required ")
            let failable = declaration.contains("init?") || declaration.contains("init!")
            var problems: [String] = []
            if inClass, sdk.viaProtocol == nil, sdk.designated == convenience {
                problems.append(convenience ? "convenience" : "designated")
            }
            if sdk.required != required { problems.append(required ? "required" : "not-required") }
            if sdk.failable != failable { problems.append(failable ? "failable" : "not-failable") }
            return problems
        }

        private func propertyMismatches(_ ours: DeclaredSymbol, _ sdk: SDKDeclarations.Property) -> [String] {
            let declaration = ours.declaration
            let settable =
                declaration.contains("{ get set }")
                || (!declaration.contains("{ get }") && !declaration.hasPrefix("let ")
                    && !declaration.contains(" let "))
            let typePart = declaration.components(separatedBy: " {").first ?? declaration
            let optional = typePart.hasSuffix("?") || typePart.hasSuffix("!")
            var problems: [String] = []
            if sdk.settable != settable { problems.append(settable ? "settable" : "get-only") }
            if sdk.optional != optional { problems.append(optional ? "optional" : "not-optional") }
            return problems
        }

        /// Members of an open SDK class are overridable there (`@objc dynamic`); ours must be `open` too.
        private func overridability(_ ours: DeclaredSymbol, ourKind: String, sdkOpen: Bool?) -> [String] {
            guard ourKind == "class", sdkOpen ?? true, ours.kind == "swift.property" || ours.kind == "swift.method",
                ours.accessLevel != "open"
            else { return [] }
            return ["not-open"]
        }
    }
#endif
