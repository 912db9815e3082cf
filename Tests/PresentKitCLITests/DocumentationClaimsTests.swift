import Foundation
import Testing

/// What the README and ARCHITECTURE.md say about the package, checked against the package: the catalogs and
/// their articles, `make docs`' targets, the module table, the manifest and test file a user copies, and the
/// images the README shows.
@Suite struct DocumentationClaimsTests {
    static let repository = CommandLineTool.repository

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The README's documentation table: each catalog with its articles.
    static func documentedCatalogs() throws -> [String: [String]] {
        var catalogs: [String: [String]] = [:]
        for line in try text("README.md").split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            let names = { (cell: String) in
                cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
            }
            catalogs[names(cells[0])[0]] = names(cells[1])
        }
        return catalogs
    }

    /// The catalogs on disk: `Sources/<Target>/<Target>.docc`, each with its articles (landing page excluded).
    static func catalogsOnDisk() -> [String: [String]] {
        let sources = repository.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        var catalogs: [String: [String]] = [:]
        for target in targets {
            let catalog = sources.appendingPathComponent("\(target)/\(target).docc")
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            catalogs[target] = files.filter { $0.hasSuffix(".md") && $0 != "\(target).md" }
                .map { String($0.dropLast(3)) }
        }
        return catalogs
    }

    @Test func theReadmeListsEveryCatalogAndArticleThatExists() throws {
        let documented = try Self.documentedCatalogs()
        let onDisk = Self.catalogsOnDisk()
        #expect(Set(documented.keys) == Set(onDisk.keys))
        for (catalog, articles) in onDisk {
            #expect(Set(documented[catalog] ?? []) == Set(articles), "README's articles of \(catalog)")
        }
    }

    @Test func makeDocsBuildsEveryCatalog() throws {
        let makefile = try Self.text("Makefile")
        let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("DOC_TARGETS :=") })
        let targets = line.dropFirst("DOC_TARGETS :=".count).split(separator: " ").map(String.init)
        #expect(Set(targets) == Set(Self.catalogsOnDisk().keys))
    }

    @Test func theArchitectureModuleTableNamesEveryTarget() throws {
        let architecture = try Self.text("ARCHITECTURE.md")
        let start = try #require(architecture.range(of: "## Modules"))
        let end = architecture.range(of: "\n## ", range: start.upperBound..<architecture.endIndex)?.lowerBound
        let section = architecture[start.upperBound..<(end ?? architecture.endIndex)]
        for target in try Self.libraryAndExecutableTargets() {
            #expect(section.contains("`\(target)`"), "ARCHITECTURE.md's module table lacks \(target)")
        }
    }

    /// The README's `Package.swift` is the example package's manifest, except for how it names this package.
    @Test func theReadmeManifestIsTheExamplePackages() throws {
        let readme = try Self.text("README.md")
        let block = try #require(
            MarkdownBlocks.fenced("swift", in: readme).first { $0.first == "// swift-tools-version: 6.2" })
        let manifest = try Self.text("Fixtures/Examples/BottomCard/Package.swift")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = try #require(manifest.firstIndex(of: ")"))
        let isDependencyLine = { (line: String) in line.contains(".package(") && line.contains("PresentationKit") }
        #expect(block.filter { !isDependencyLine($0) } == manifest[...end].filter { !isDependencyLine($0) })
    }

    /// The README's shared test file is the example package's, line for line.
    @Test func theReadmeTestFileIsTheExamplePackages() throws {
        let readme = try Self.text("README.md")
        let block = try #require(MarkdownBlocks.fenced("swift", in: readme).first { $0.first == "import BottomCard" })
        let file = try Self.text("Fixtures/Examples/BottomCard/Tests/BottomCardTests/SharedSnapshotTests.swift")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.hasPrefix("///") }
        #expect(block == Array(file.dropLast()))
    }

    @Test func everyPathTheReadmeLinksExists() throws {
        let readme = try Self.text("README.md")
        let pattern = try Regex(#"(?:src="|\]\()([A-Za-z][^")#:]*)[")]"#)
        let paths = readme.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
        #expect(paths.count >= 10)
        for path in paths {
            #expect(
                FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(path).path),
                "README links \(path), which does not exist")
        }
    }

    /// The package's library and executable targets under `Sources/` (test support libraries excluded), as
    /// SwiftPM reads the manifest.
    static func libraryAndExecutableTargets() throws -> [String] {
        try RepositoryGateTests.targets(ofPackageAt: ".").compactMap { target in
            let type = target["type"] as? String
            let underSources = (target["path"] as? String)?.hasPrefix("Sources/") ?? false
            return (type == "regular" || type == "executable") && underSources ? target["name"] as? String : nil
        }
    }
}

/// The `presentkit` commands the README shows run as written (with the debug build, into a scratch folder).
@Suite struct ReadmeCommandTests {
    /// Each `.build/release/presentkit …` command of the README's shell blocks, as its arguments (a line ending
    /// in a backslash continues on the next).
    static let commands: [[String]] = {
        let readme = (try? DocumentationClaimsTests.text("README.md")) ?? ""
        let lines = MarkdownBlocks.fenced("sh", in: readme).flatMap { $0 }
        var commands: [[String]] = []
        var pending = ""
        for line in lines {
            pending += line.hasSuffix("\\") ? String(line.dropLast()) : line
            guard !line.hasSuffix("\\") else { continue }
            let words = pending.split(separator: "#").first.map { $0.split(separator: " ").map(String.init) } ?? []
            if words.first == ".build/release/presentkit" { commands.append(Array(words.dropFirst())) }
            pending = ""
        }
        return commands
    }()

    @Test func theReadmeShowsCommands() {
        #expect(Self.commands.count >= 2)
    }

    @Test(arguments: commands)
    func aReadmeCommandRunsAsWritten(arguments: [String]) throws {
        let scratch = try CommandLineTool.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = try #require(arguments.firstIndex(of: "--output"), "the command names its --output")
        var redirected = arguments
        redirected[output + 1] = scratch.appendingPathComponent(arguments[output + 1]).path
        let result = try CommandLineTool.run(redirected)
        #expect(result.status == 0, "presentkit \(arguments.joined(separator: " ")): \(result.standardError)")
    }
}
