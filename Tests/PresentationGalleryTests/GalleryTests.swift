import CairoGraphics
import Foundation
import HeadlessBrowserSupport
import PresentationGallery
import PresentationKit
import PresentationRendering
import PresentationScenes
import Testing

@Suite struct GalleryTests {
    /// Four cells from the committed matrix: a card sheet, an iPad popover, an iOS 12 form sheet on a
    /// phone (adapted to full screen), a form sheet on an iPad mini.
    ///
    /// Computed for each use rather than kept in a `static let`: LeakSanitizer cannot follow the tagged
    /// pointers Swift stores indirect enum cases (the scenes' controller trees) with, and reports a
    /// value still held by a global at exit as leaked.
    static var cells: [GalleryCell] {
        guard var matrix = try? GalleryMatrix.decode(contentsOf: fixture("gallery.yaml")) else { return [] }
        func pick(
            _ device: String, _ orientation: InterfaceOrientation, _ era: Era,
            _ style: ModalPresentationStyle
        ) -> GalleryCell? {
            matrix.devices = DeviceCatalog.all.filter { $0.identifier == device }
            matrix.orientations = [orientation]
            matrix.eras = [era]
            matrix.styles = [style]
            return GalleryCell.cells(of: matrix).first
        }
        return [
            pick("iphone-15-pro", .portrait, .ios18, .pageSheet), pick("ipad-pro-11", .landscape, .ios18, .popover),
            pick("iphone-8", .portrait, .ios12, .formSheet), pick("ipad-mini-6", .portrait, .ios17, .formSheet),
        ]
        .compactMap { $0 }
    }

    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    @Test func theCommittedMatrixGivesEveryCell() {
        #expect(Self.cells.count == 4)
        #expect(
            Self.cells.map(\.relativePath) == [
                "pageSheet/iphone-15-pro.portrait.ios18.png",
                "popover/ipad-pro-11.landscape.ios18.png",
                "formSheet/iphone-8.portrait.ios12.png",
                "formSheet/ipad-mini-6.portrait.ios17.png",
            ])
    }

    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("presentationkit-gallery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func outputDoesNotDependOnTheNumberOfWorkers() async throws {
        let one = try Self.temporaryDirectory()
        let two = try Self.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: one)
            try? FileManager.default.removeItem(atPath: two)
        }
        let options = RenderOptions(scale: 1)
        try await GalleryRunner(cells: Self.cells, outputDirectory: one, jobs: 1, options: options).run()
        try await GalleryRunner(cells: Self.cells, outputDirectory: two, jobs: 2, options: options).run()
        for file in Self.cells.map(\.relativePath) + ["index.html", "contact-sheet.png"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(one)/\(file)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(two)/\(file)"))
            #expect(a == b, "\(file) differs between 1 and 2 workers")
            #expect(!a.isEmpty)
        }
    }

    @Test func indexPageListsEveryCellByStyleAndDevice() async throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entries = try await GalleryRunner(
            cells: Self.cells, outputDirectory: folder, jobs: 2,
            options: RenderOptions(scale: 1)
        ).run(title: "Sheets <&> \"quoted\"")
        let html = try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
        #expect(html.contains("<title>Sheets &lt;&amp;&gt; &quot;quoted&quot;</title>"))
        #expect(html.contains("<h1>Sheets &lt;&amp;&gt; &quot;quoted&quot;</h1>"))
        for cell in Self.cells { #expect(html.contains("src=\"\(cell.relativePath)\" loading=\"lazy\"")) }
        #expect(html.contains("<section class=\"style-section\" id=\"style-formSheet\""))
        // One figure of the iPad mini, and one thumbnail of it in the matrix.
        #expect(html.components(separatedBy: "data-device=\"ipad-mini-6\"").count == 1 + 2)
        let sheet = try #require(entries.first { $0.cell.style == .pageSheet })
        #expect(sheet.caption.contains("presented (0,69,393,783)"))
        #expect(sheet.caption.contains("presenter ×0.92"))
        let legacy = try #require(entries.first { $0.cell.era == .ios12 })
        #expect(legacy.caption.contains("presenter removed"))
    }

    @Test func contactSheetShowsEveryThumbnail() async throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entries = try await GalleryRunner(
            cells: Self.cells, outputDirectory: folder, jobs: 2,
            options: RenderOptions(scale: 1), thumbnailSize: 120
        ).run()
        let image = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: "\(folder)/contact-sheet.png")))
        let widest = entries.filter { $0.cell.style == .formSheet }.reduce(0) { $0 + $1.thumbnail.width + 16 }
        #expect(image.width >= widest)
        #expect(entries.allSatisfy { max($0.thumbnail.width, $0.thumbnail.height) == 120 })
    }

    /// The memory budget shortens the contact sheet's pages when many thumbnails leave less room (issue 34:
    /// every era of the gallery, 1,520 images, peaked at 600 MB with one 16384 px page).
    @Test func contactSheetPagesAreNoTallerThanAsked() async throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await GalleryRunner(
            cells: Self.cells, outputDirectory: folder, jobs: 2, options: RenderOptions(scale: 0.25),
            thumbnailSize: 120, contactSheetPageHeight: 300
        ).run()
        var pages: [RGBAImage] = []
        while let data = FileManager.default.contents(
            atPath: "\(folder)/\(ContactSheet.fileName(ofPage: pages.count))")
        {
            pages.append(try PNGDecoder.decode(data))
        }
        #expect(pages.count > 1)
        #expect(pages.allSatisfy { $0.height <= 300 }, "\(pages.map(\.height))")
    }

    @Test func indexPageLoadsInAHeadlessBrowser() async throws {
        let browser = try #require(HeadlessBrowser.find(), "chromium is installed by scripts/setup.sh")
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await GalleryRunner(cells: Self.cells, outputDirectory: folder, jobs: 2, options: RenderOptions(scale: 1))
            .run()
        let page = "file://\(folder)/index.html"
        let dom = try browser.dumpDOM(of: page)
        let loaded = HeadlessBrowser.attribute("data-loaded-images", in: dom)
        let total = HeadlessBrowser.attribute("data-total-images", in: dom)
        // An image per cell in the list and the same file again in the matrix.
        #expect(total == "\(Self.cells.count * 2)")
        #expect(loaded == total, "images loaded: \(loaded ?? "none") of \(total ?? "none")")
        let screenshot = "\(folder)/screenshot.png"
        try browser.screenshot(of: page, to: screenshot)
        let image = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: screenshot)))
        let darkPixels = stride(from: 0, to: image.bytes.count, by: 4 * 97).filter { image.bytes[$0] < 128 }.count
        #expect(darkPixels > 100, "the screenshot shows the rendered images")
    }
}
