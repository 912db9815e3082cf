#if os(Linux)
    import Foundation
    import Testing

    @Suite struct DeclarationCheckTests {
        private static let modules = ["UIKit", "QuartzCore", "CoreGraphics", "PresentationKit"]

        private func check() throws -> DeclarationCheck {
            let graphs = try SymbolGraphs.extract(modules: Self.modules)
            defer { try? FileManager.default.removeItem(at: graphs) }
            return DeclarationCheck(
                sdk: try SDKDeclarations.load(), surface: try PackageSurface(symbolGraphsIn: graphs))
        }

        @Test func everyDifferenceFromTheSDKsDeclarationsIsExplained() throws {
            let mismatches = try check().mismatches()
            if let report = ProcessInfo.processInfo.environment["DECLARATION_CHECK_REPORT"] {
                try mismatches.map(\.key).joined(separator: "\n").write(
                    toFile: report, atomically: true, encoding: .utf8)
            }
            let unexplained = mismatches.filter { DeclarationAllowList.reason(for: $0) == nil }
            #expect(
                unexplained.isEmpty,
                "differences from UIKit's declarations with no allow-list entry:\n\(unexplained.map(\.key).joined(separator: "\n"))"
            )
            let stale = DeclarationAllowList.entries.keys.filter { entry in
                !mismatches.contains { DeclarationAllowList.matches(entry, $0) }
            }
            #expect(stale.isEmpty, "allow-list entries that no longer match anything: \(stale.sorted())")
        }

        @Test func everyAppleNamedDeclarationOfTheModulesHasSDKFacts() throws {
            let check = try check()
            let declared = check.appleNamedDeclarations
            #expect(declared.contains("UIView") && declared.contains("CALayer") && declared.contains("CGContext"))
            #expect(
                !declared.contains("NSObject") && !declared.contains("NSAttributedString"), "Foundation's, re-exported")
            let withoutFacts = declared.filter { check.sdk.types[$0] == nil }
            #expect(
                withoutFacts.isEmpty,
                "declared under Apple's names with no entry in sdk-declarations.json, so never compared: \(withoutFacts)"
            )
            let unresolved = declared.filter { check.sdk.types[$0] != nil && !check.exportedTypes.contains($0) }
            #expect(unresolved.isEmpty, "declared but not found by the check's name lookup: \(unresolved)")
        }

        @Test func theCheckSeesKindsInitialisersSettabilityAndExtraMembers() throws {
            let check = try check()
            let keys = Set(check.mismatches().map(\.key))
            // Known differences, each one the check must see for its category to be working.
            #expect(
                keys.contains("UITraitCollection kind"), "UIKit's trait collection is a class; the package's a struct")
            #expect(keys.contains("UIWindow.runUntilIdle() extra"), "the package's own window API is not UIKit's")
            #expect(check.exportedTypes.contains("UIColor") && !keys.contains("UIColor kind"))
            #expect(!keys.contains { $0.hasPrefix("UIView.cornerRadius") }, "package-only members are not public")
            #expect(!keys.contains("UIButton.init(frame:) convenience"), "UIButton's init(frame:) is designated")
        }
    }
#endif
