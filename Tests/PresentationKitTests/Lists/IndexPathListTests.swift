import Foundation
import PresentationKit
import Testing

@Suite struct IndexPathListTests {
    @Test func rowAndItemPathsStoreTheSectionFirst() {
        // UIKit: IndexPath(row:section:) is [section, row]; item is the same second index.
        let path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(IndexPath(item: 5, section: 2) == IndexPath(indexes: [2, 5]))
    }

    @Test func settingARowChangesOnlyTheSecondIndex() {
        var path = IndexPath(row: 0, section: 4)
        path.row = 7
        path.section = 2
        #expect(path == IndexPath(row: 7, section: 2))
        #expect(IndexPath(row: 1, section: 0) < IndexPath(row: 0, section: 1), "sections order first")
    }
}
