import Foundation

/// The changes recorded during one batch update, in UIKit's terms: deletions, reloads and the sources of moves
/// use index paths before the update; insertions and the destinations of moves use index paths after it.
struct CollectionUpdates {
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// The changes as UIKit checks them when the update ends.
    var check: BatchUpdateCheck {
        BatchUpdateCheck(
            noun: .collection, insertedSections: Array(insertedSections), deletedSections: Array(deletedSections),
            reloadedSections: Array(reloadedSections), movedSections: movedSections, insertedItems: insertedItems,
            deletedItems: deletedItems, reloadedItems: reloadedItems, movedItems: movedItems)
    }

    /// Where each element before the update is after it: `nil` for a deleted (or reloaded) element.
    func mapping(oldCounts: [Int], newCounts: [Int]) -> CollectionUpdateMapping {
        let sections = Self.positions(
            oldCount: oldCounts.count, newCount: newCounts.count, removed: Set(deletedSections),
            added: Set(insertedSections), moves: movedSections)
        var items: [IndexPath: IndexPath] = [:]
        for (oldSection, newSection) in sections.enumerated() {
            guard let newSection else { continue }
            let removed = Set(
                (deletedItems + reloadedItems + movedItems.map(\.from)).filter { $0.section == oldSection }.map(\.item))
            let added = Set((insertedItems + movedItems.map(\.to)).filter { $0.section == newSection }.map(\.item))
            let places = Self.positions(
                oldCount: oldCounts[oldSection],
                newCount: newCounts.indices.contains(newSection) ? newCounts[newSection] : 0,
                removed: removed, added: added, moves: [])
            for (oldItem, newItem) in places.enumerated() {
                guard let newItem, !reloadedSections.contains(oldSection) else { continue }
                items[IndexPath(item: oldItem, section: oldSection)] = IndexPath(item: newItem, section: newSection)
            }
        }
        for move in movedItems { items[move.from] = move.to }
        return CollectionUpdateMapping(sections: sections, items: items)
    }

    /// Where each of `oldCount` positions goes: the moved ones to their destinations, the removed ones nowhere,
    /// and the rest, in order, to the new positions not taken by additions or moves.
    static func positions(
        oldCount: Int, newCount: Int, removed: Set<Int>, added: Set<Int>, moves: [(from: Int, to: Int)]
    )
        -> [Int?]
    {
        var result = [Int?](repeating: nil, count: oldCount)
        let movedFrom = Set(moves.map(\.from))
        let movedTo = Set(moves.map(\.to))
        for move in moves where result.indices.contains(move.from) { result[move.from] = move.to }
        let staying = (0..<oldCount).filter { !removed.contains($0) && !movedFrom.contains($0) }
        let free = (0..<newCount).filter { !added.contains($0) && !movedTo.contains($0) }
        for (old, new) in zip(staying, free) { result[old] = new }
        return result
    }
}

/// Where the sections and items before an update are after it.
struct CollectionUpdateMapping {
    /// The new index of each old section, `nil` when deleted.
    var sections: [Int?]
    /// The new index path of each old item that stays.
    var items: [IndexPath: IndexPath]

    /// Where `element` is after the update, `nil` when it went away.
    func newElement(for element: CollectionElement) -> CollectionElement? {
        var moved = element
        switch element.category {
        case .cell:
            guard let indexPath = items[element.indexPath] else { return nil }
            moved.indexPath = indexPath
        case .supplementaryView, .decorationView:
            guard sections.indices.contains(element.indexPath.section),
                let section = sections[element.indexPath.section]
            else { return nil }
            moved.indexPath.section = section
        }
        return moved
    }
}
