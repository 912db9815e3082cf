import Foundation
import Testing

/// Every Swift block of the DocC articles (`Sources/*/*.docc/*.md`) is code the tests compile and run: its
/// lines appear, in order and together, in a test file or the example package (compared without indentation
/// and blank lines), usually a `Tests/*/DocumentationSnippetTests.swift`. Package manifest excerpts (blocks starting with
/// `// Package.swift`) are the exception.
@Suite struct DocumentationSnippetSyncTests {
    static let repository = CommandLineTool.repository

    /// The articles and landing pages of every catalog, by path under the repository.
    static let articles: [String] = {
        let sources = repository.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return targets.sorted().flatMap { target -> [String] in
            let catalog = "Sources/\(target)/\(target).docc"
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(catalog).path))
                ?? []
            return files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
    }()

    /// The compiled Swift files an article's block may come from, each as its significant lines: every test
    /// file (the `DocumentationSnippetTests.swift` of each target holds the snippets written for the articles;
    /// the other tests hold complete examples an article shows whole) and the example package, which
    /// `make test` builds and runs too.
    static let snippetFiles: [[String]] = {
        let roots = ["Tests", "Fixtures/Examples"].map { repository.appendingPathComponent($0) }
        return roots.flatMap { root -> [[String]] in
            let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return paths.filter { $0.hasSuffix(".swift") && !$0.contains(".build") }.sorted().compactMap { path in
                (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map(significantLines)
            }
        }
    }()

    static func significantLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The Swift blocks of a Markdown file, each as its significant lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        MarkdownBlocks.fenced("swift", in: markdown).map { significantLines($0.joined(separator: "\n")) }
            .filter { $0.first != "// Package.swift" }
    }

    static func contains(_ lines: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, lines.count >= block.count else { return false }
        return (0...(lines.count - block.count)).contains { Array(lines[$0..<($0 + block.count)]) == block }
    }

    @Test func everyLibraryHasACatalogWithArticles() {
        let libraries: Set = [
            "PresentationKit", "PresentationScenes", "PresentationRendering", "PresentationFigures",
            "PresentationSnapshotTestingOnLinux", "UIKit",
        ]
        #expect(Set(Self.articles.map { String($0.split(separator: "/")[1]) }) == libraries)
        let snippetFiles = libraries.count
        let tests =
            (try? FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Tests").path))
            ?? []
        let withSnippets = tests.filter {
            FileManager.default.fileExists(
                atPath: Self.repository.appendingPathComponent("Tests/\($0)/DocumentationSnippetTests.swift").path)
        }
        #expect(withSnippets.count == snippetFiles, "one DocumentationSnippetTests.swift per catalog")
        let blocks = Self.articles.flatMap { path in
            Self.swiftBlocks(
                in: (try? String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)) ?? "")
        }
        #expect(blocks.count >= 8)
    }

    @Test(arguments: articles)
    func swiftBlocksAreCompiledSnippets(_ path: String) throws {
        let markdown = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        for block in Self.swiftBlocks(in: markdown)
        where !Self.snippetFiles.contains(where: { Self.contains($0, block) }) {
            Issue.record("\(path): a Swift block is in no compiled file:\n\(block.joined(separator: "\n"))")
        }
    }
}
