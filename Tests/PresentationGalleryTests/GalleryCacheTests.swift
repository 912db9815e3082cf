import Foundation
import PresentationKit
import PresentationRendering
import PresentationScenes
import Testing

@testable import PresentationGallery

/// A gallery run renders only the cells whose render tree, drawing version or options changed, or whose
/// image is missing or altered; the index page and contact sheet come out the same either way.
@Suite struct GalleryCacheTests {
    static let options = RenderOptions(scale: 0.25)

    static func run(_ cells: [GalleryCell], in folder: String, options: RenderOptions = options, force: Bool = false)
        async throws -> Set<String>
    {
        let entries = try await GalleryRunner(
            cells: cells, outputDirectory: folder, jobs: 2, options: options, force: force
        ).run()
        return Set(entries.filter(\.wasRendered).map(\.cell.relativePath))
    }

    static func contents(_ file: String, in folder: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file)"))
    }

    @Test func aSecondRunRendersNothingAndWritesTheSamePages() async throws {
        let cells = GalleryTests.cells
        let folder = try GalleryTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try await Self.run(cells, in: folder) == Set(cells.map(\.relativePath)))
        let pages = try ["index.html", "contact-sheet.png"].map { try Self.contents($0, in: folder) }
        let images = try cells.map { try Self.contents($0.relativePath, in: folder) }
        #expect(try await Self.run(cells, in: folder).isEmpty)
        #expect(try ["index.html", "contact-sheet.png"].map { try Self.contents($0, in: folder) } == pages)
        #expect(try cells.map { try Self.contents($0.relativePath, in: folder) } == images)
    }

    @Test func aChangedSceneOrOptionRendersOnlyItsCells() async throws {
        var cells = GalleryTests.cells
        let folder = try GalleryTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await Self.run(cells, in: folder)
        // The first cell's root loses its navigation bar: same file name, another tree.
        guard case .navigation(let page) = cells[0].scene.root else {
            Issue.record("the page sheet cell's root is a navigation controller")
            return
        }
        var scene = cells[0].scene
        scene.root = .plain(page)
        cells[0] = GalleryCell(scene: scene)
        #expect(try await Self.run(cells, in: folder) == [cells[0].relativePath])
        // Another compression level changes every image's key.
        var options = Self.options
        options.pngCompressionLevel = 9
        #expect(try await Self.run(cells, in: folder, options: options).count == cells.count)
    }

    @Test func aDeletedOrAlteredImageIsRenderedAgain() async throws {
        let cells = GalleryTests.cells
        let folder = try GalleryTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await Self.run(cells, in: folder)
        let images = try cells.map { try Self.contents($0.relativePath, in: folder) }
        try FileManager.default.removeItem(atPath: "\(folder)/\(cells[0].relativePath)")
        var altered = images[1]
        altered[altered.count / 2] ^= 0xFF  // same size, one byte different
        try altered.write(to: URL(fileURLWithPath: "\(folder)/\(cells[1].relativePath)"))
        try Data("not a record".utf8).write(
            to: URL(fileURLWithPath: "\(folder)/.gallery-cache/\(cells[2].relativePath).key"))
        #expect(try await Self.run(cells, in: folder) == Set(cells.prefix(3).map(\.relativePath)))
        #expect(try cells.map { try Self.contents($0.relativePath, in: folder) } == images)
    }

    @Test func forceRendersEveryCell() async throws {
        let cells = GalleryTests.cells
        let folder = try GalleryTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try await Self.run(cells, in: folder)
        #expect(try await Self.run(cells, in: folder, force: true) == Set(cells.map(\.relativePath)))
    }
}
