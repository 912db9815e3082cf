import Foundation
import PresentationGallery
import PresentationKit
import PresentationRendering
import PresentationScenes
import Testing

/// `K/N` shards: a split of gallery cells by a hash of their path, checked parsing, and merged shard
/// folders giving the whole gallery without rendering again.
@Suite struct ShardTests {
    @Test func badShardsAreRefusedWithTheirProblem() throws {
        #expect(throws: ShardError(text: "0/2", problem: "K must be in 1…2")) { try Shard(parsing: "0/2") }
        #expect(throws: ShardError(text: "3/2", problem: "K must be in 1…2")) { try Shard(parsing: "3/2") }
        #expect(throws: ShardError(text: "1/0", problem: "N must be at least 1")) { try Shard(parsing: "1/0") }
        for text in ["x/2", "1/", "2", "1/2/3", ""] {
            #expect(throws: ShardError(text: text, problem: "expected K/N, two whole numbers such as 2/3")) {
                try Shard(parsing: text)
            }
        }
        let parsed = try Shard(parsing: "2/3")
        #expect(parsed.index == 2 && parsed.count == 3 && parsed.description == "2/3")
    }

    @Test func anIdentifiersPartIsItsSHA256ModuloN() throws {
        // SHA-256("abc") starts ba7816bf8f01cfea: 0xba7816bf8f01cfea = 13436514500253700074, a multiple of 3
        // (digit sum 60), so remainder 0: part 1 of 3. It is even: part 1 of 2.
        #expect(try Shard(parsing: "1/3").includes("abc"))
        #expect(try !Shard(parsing: "2/3").includes("abc") && !Shard(parsing: "3/3").includes("abc"))
        #expect(try Shard(parsing: "1/2").includes("abc"))
        #expect(try Shard(parsing: "1/1").includes("abc"))
    }

    @Test func threeShardsHoldEveryCellOfTheDefaultGalleryOnce() throws {
        let paths = try GalleryCell.cells(of: DefaultGalleryMatrix.matrix()).map(\.relativePath)
        let parts = try (1...3).map { index in
            let shard = try Shard(index: index, count: 3)
            return Set(paths.filter(shard.includes))
        }
        #expect(parts.allSatisfy { !$0.isEmpty })
        #expect(parts.map(\.count).reduce(0, +) == paths.count, "no cell in two shards")
        #expect(parts.reduce(Set<String>()) { $0.union($1) } == Set(paths))
    }

    @Test func mergedShardFoldersGiveTheWholeGalleryWithoutRendering() async throws {
        let cells = GalleryTests.cells
        let whole = try GalleryTests.temporaryDirectory()
        let merged = try GalleryTests.temporaryDirectory()
        let second = try GalleryTests.temporaryDirectory()
        defer { for folder in [whole, merged, second] { try? FileManager.default.removeItem(atPath: folder) } }
        let options = RenderOptions(scale: 0.25)
        try await GalleryRunner(cells: cells, outputDirectory: whole, jobs: 2, options: options).run()
        for (index, folder) in [(1, merged), (2, second)] {
            let shard = try Shard(index: index, count: 2)
            let entries = try await GalleryRunner(
                cells: cells.filter { shard.includes($0.relativePath) }, outputDirectory: folder, jobs: 2,
                options: options
            ).run()
            let html = try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
            for cell in cells {
                #expect(
                    html.contains("src=\"\(cell.relativePath)\"") == shard.includes(cell.relativePath),
                    "shard \(shard)'s page lists only its cells")
            }
            #expect(entries.allSatisfy { $0.wasRendered })
        }
        try Self.copyContents(of: second, into: merged)
        let entries = try await GalleryRunner(cells: cells, outputDirectory: merged, jobs: 2, options: options).run()
        #expect(entries.filter(\.wasRendered).isEmpty)
        for file in ["index.html", "contact-sheet.png"] + cells.map(\.relativePath) {
            #expect(
                FileManager.default.contents(atPath: "\(merged)/\(file)")
                    == FileManager.default.contents(atPath: "\(whole)/\(file)"), "\(file)")
        }
    }

    /// Copies every file below `source` (hidden ones too) to the same place below `target`, replacing.
    static func copyContents(of source: String, into target: String) throws {
        guard let walker = FileManager.default.enumerator(atPath: source) else { return }
        for case let relative as String in walker {
            let from = (source as NSString).appendingPathComponent(relative)
            let to = (target as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: from, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            try FileManager.default.createDirectory(
                atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: to)
            try FileManager.default.copyItem(atPath: from, toPath: to)
        }
    }
}
