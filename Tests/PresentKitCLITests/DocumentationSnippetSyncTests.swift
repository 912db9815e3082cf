import Foundation
import Testing

/// Every Swift block of the DocC articles (`Sources/*/*.docc/*.md`) is code the tests compile and run: its
/// lines appear, in order and together, in one of the `Tests/*/DocumentationSnippetTests.swift` files
/// (compared without indentation and blank lines). Package manifest excerpts (blocks starting with
/// `// Package.swift`) are the exception, and so are the blocks counted in ``notYetCompiled``.
@Suite struct DocumentationSnippetSyncTests {
    static let repository = CommandLineTool.repository

    /// The articles moved from the README (version 0.2.0) whose Swift blocks are not compiled snippets yet, with
    /// how many. The count must match exactly: compiling a block means lowering its article's number here, and a
    /// new uncompiled block fails the test.
    static let notYetCompiled: [String: Int] = [
        "Sources/PresentationKit/PresentationKit.docc/TheLayoutCore.md": 3,
        "Sources/PresentationKit/PresentationKit.docc/TransitionsAndAnimation.md": 1,
        "Sources/PresentationRendering/PresentationRendering.docc/RenderingAndOutputs.md": 1,
        "Sources/PresentationSnapshotTestingOnLinux/PresentationSnapshotTestingOnLinux.docc/SnapshotStrategies.md": 5,
        "Sources/UIKit/UIKit.docc/ScreensInsidePresentations.md": 11,
        "Sources/UIKit/UIKit.docc/UIKitOnLinux.md": 3,
    ]

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

    /// The compiled snippet files, each as its significant lines.
    static let snippetFiles: [[String]] = {
        let tests = repository.appendingPathComponent("Tests")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        return targets.sorted().compactMap { target in
            let url = tests.appendingPathComponent("\(target)/DocumentationSnippetTests.swift")
            return (try? String(contentsOf: url, encoding: .utf8)).map(significantLines)
        }
    }()

    static func significantLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The Swift blocks of a Markdown file, each as its significant lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(significantLines((current ?? []).joined(separator: "\n")))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks.filter { $0.first != "// Package.swift" }
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
        #expect(Self.snippetFiles.count == libraries.count)
        let blocks = Self.articles.flatMap { path in
            Self.swiftBlocks(
                in: (try? String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)) ?? "")
        }
        #expect(blocks.count >= 8)
    }

    @Test(arguments: articles)
    func swiftBlocksAreCompiledSnippets(_ path: String) throws {
        let markdown = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        let uncompiled = Self.swiftBlocks(in: markdown).filter { block in
            !Self.snippetFiles.contains { Self.contains($0, block) }
        }
        let allowed = Self.notYetCompiled[path] ?? 0
        #expect(
            uncompiled.count == allowed,
            """
            \(path): \(uncompiled.count) Swift blocks are in no DocumentationSnippetTests.swift (allowed: \(allowed)); \
            the first: \(uncompiled.first?.joined(separator: "\n") ?? "none")
            """)
    }
}
