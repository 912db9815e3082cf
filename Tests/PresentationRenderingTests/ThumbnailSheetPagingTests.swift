import CairoGraphics
import Foundation
import Testing

@testable import PresentationRendering

/// A contact sheet taller than a canvas may be (16,384 px) is cut into pages: `presentkit gallery --eras all`
/// wrote none (a 3227 × 29448 px sheet) and exited 1.
@Suite struct ThumbnailSheetPagingTests {
    private func tiles(_ count: Int, label: String) throws -> [ThumbnailSheet.Tile] {
        let image = try RGBAImage(width: 100, height: 200, bytes: Array(repeating: 128, count: 100 * 200 * 4))
        return (0..<count).map { ThumbnailSheet.Tile(image: image, lines: ["\(label) \($0)"]) }
    }

    @Test func aTallSheetIsCutIntoPagesThatFitAndKeepEveryTileInOrder() throws {
        // 40 tiles of 100 px a line of 3200 px: 27 to a line. Each line is 240 px tall with its labels.
        let sheet = ThumbnailSheet(
            title: "Gallery",
            sections: [
                .init(title: "pageSheet", tiles: try tiles(140, label: "a")),
                .init(title: "formSheet", tiles: try tiles(30, label: "b")),
            ])
        let pages = sheet.pages(maximumPixelHeight: 1000)
        #expect(pages.count > 1)
        for page in pages {
            let image = try PNGDecoder.decode(try page.png())
            #expect(image.height <= 1000, "\(page.title): \(image.height) px")
        }
        #expect(pages.first?.title == "Gallery, page 1 of \(pages.count)")
        let labels = pages.flatMap { $0.sections.flatMap { $0.tiles.flatMap(\.lines) } }
        #expect(labels == (0..<140).map { "a \($0)" } + (0..<30).map { "b \($0)" })
        let titles = pages.flatMap { $0.sections.map(\.title) }
        #expect(titles.first == "pageSheet" && titles.contains("pageSheet (continued)") && titles.contains("formSheet"))
    }

    @Test func aSheetThatFitsIsItsOwnOnlyPage() throws {
        let sheet = ThumbnailSheet(title: "Small", sections: [.init(title: "s", tiles: try tiles(3, label: "x"))])
        let pages = sheet.pages()
        #expect(pages.count == 1 && pages.first?.title == "Small")
    }
}
