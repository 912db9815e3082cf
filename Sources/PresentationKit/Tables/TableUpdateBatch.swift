import Foundation

/// The row and section changes of one batch update, in UIKit's terms: deletions, reloads and the sources of
/// moves use the index paths before the update; insertions and the destinations of moves, those after it.
struct TableUpdateBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedRows: [IndexPath: TableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: TableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: TableView.RowAnimation] = [:]
    var movedRows: [IndexPath: IndexPath] = [:]
    var sectionAnimation = TableView.RowAnimation.automatic

    /// The batch as UIKit checks it when the update ends (a reloaded section counts as deleted and inserted).
    var check: BatchUpdateCheck {
        BatchUpdateCheck(
            noun: .table, insertedSections: Array(insertedSections), deletedSections: Array(deletedSections),
            insertedItems: Array(insertedRows.keys), deletedItems: Array(deletedRows.keys),
            reloadedItems: Array(reloadedRows.keys), movedItems: movedRows.map { ($0.key, $0.value) })
    }

    /// Where each of `paths` (before the update) is after it, given the row counts before and after; paths
    /// whose rows were deleted, or whose sections were, are absent. Rows that stay fill, in order, the places
    /// in their section that insertions and moves leave free.
    func newIndexPaths(of paths: Set<IndexPath>, oldCounts: [Int], newCounts: [Int]) -> [IndexPath: IndexPath] {
        var result: [IndexPath: IndexPath] = [:]
        for (from, to) in movedRows where paths.contains(from) { result[from] = to }
        let sectionMap = newSectionIndexes(oldCount: oldCounts.count, newCount: newCounts.count)
        let movedFrom = Set(movedRows.keys)
        let wantedSections = Set(paths.map(\.section))
        for (oldSection, newSection) in sectionMap.enumerated() where wantedSections.contains(oldSection) {
            guard let newSection, newCounts.indices.contains(newSection) else { continue }
            var occupied = Set(insertedRows.keys.filter { $0.section == newSection }.map(\.row))
            occupied.formUnion(movedRows.values.filter { $0.section == newSection }.map(\.row))
            var slot = 0
            for row in 0..<oldCounts[oldSection] {
                let old = IndexPath(row: row, section: oldSection)
                guard deletedRows[old] == nil, !movedFrom.contains(old) else { continue }
                while occupied.contains(slot) { slot += 1 }
                if paths.contains(old), slot < newCounts[newSection] {
                    result[old] = IndexPath(row: slot, section: newSection)
                }
                slot += 1
            }
        }
        return result
    }

    /// Each old section's index after the update (`nil` when deleted): survivors fill, in order, the places
    /// insertions leave free.
    private func newSectionIndexes(oldCount: Int, newCount: Int) -> [Int?] {
        var slot = 0
        return (0..<oldCount).map { section in
            guard !deletedSections.contains(section) else { return nil }
            while insertedSections.contains(slot) { slot += 1 }
            defer { slot += 1 }
            return slot
        }
    }
}
