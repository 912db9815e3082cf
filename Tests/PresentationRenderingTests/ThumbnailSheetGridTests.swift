import Testing

@testable import PresentationRendering

/// An animation's contact sheet is a readable grid (issue 24, item 14: a design review found one long strip
/// of small frames, or a frame left alone on the last row): rows balanced so the last is at least half full,
/// no wider than a sheet line.
@Suite struct ThumbnailSheetGridTests {
    /// A phone frame's thumbnail (240 px tall) and an iPad's in landscape, each with its two lines of text.
    static let tileSizes: [(width: Double, height: Double)] = [(111, 280), (240, 215)]

    @Test("Every frame count from 2 to 24 makes rows whose last is at least half full, within a sheet line")
    func rowsAreBalanced() {
        for size in Self.tileSizes {
            for count in 2...24 {
                let columns = ThumbnailSheet.balancedColumns(
                    count: count, tileWidth: size.width, tileHeight: size.height)
                let rows = (count + columns - 1) / columns
                let last = count - (rows - 1) * columns
                #expect(
                    rows == 1 || 2 * last >= columns,
                    "\(count) frames in \(columns) columns leave \(last) on the last row")
                #expect(Double(columns) * (size.width + ThumbnailSheet.gap) <= ThumbnailSheet.maximumLineWidth)
            }
        }
    }

    @Test("Twenty phone frames make a grid of several rows, not one strip")
    func twentyPhoneFramesMakeAGrid() {
        let columns = ThumbnailSheet.balancedColumns(count: 20, tileWidth: 111, tileHeight: 280)
        #expect(columns == 8, "three rows of 8, 8 and 4 come closest to a 3:2 page")
    }
}
