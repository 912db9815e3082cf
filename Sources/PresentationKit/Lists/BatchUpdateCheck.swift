import Foundation

/// The checks UIKit makes when a table or collection view ends a batch update, and the reasons it raises with
/// (`NSInternalInconsistencyException`), in its wording: every index path and section must exist where it is
/// used (deletions, reloads and the sources of moves before the update; insertions and the destinations of
/// moves after it), and the data source's counts after the update must be the counts before it plus the
/// insertions and moves in, minus the deletions and moves out.
struct BatchUpdateCheck {
    /// How the reasons name the view and its elements.
    enum Noun {
        case table, collection

        var view: String { self == .table ? "table view" : "collection view" }
        var element: String { self == .table ? "row" : "item" }
    }

    let noun: Noun
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [IndexPath] = []
    var deletedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// UIKit's reason for refusing the update, given the counts per section before and after it, or `nil`
    /// when the update adds up.
    func problem(oldCounts: [Int], newCounts: [Int]) -> String? {
        sectionIndexProblem(old: oldCounts.count, new: newCounts.count)
            ?? sectionCountProblem(old: oldCounts.count, new: newCounts.count)
            ?? itemIndexProblem(oldCounts: oldCounts, newCounts: newCounts)
            ?? itemCountProblem(oldCounts: oldCounts, newCounts: newCounts)
    }

    private func sectionIndexProblem(old: Int, new: Int) -> String? {
        for (action, section) in before where !(0..<old).contains(section) {
            return "attempt to \(action) section \(section), but there are only \(old) sections before the update"
        }
        for section in insertedSections + movedSections.map(\.to) where !(0..<new).contains(section) {
            return "attempt to insert section \(section) but there are only \(new) sections after the update"
        }
        return nil
    }

    /// The sections used before the update, with what is done to them.
    private var before: [(String, Int)] {
        deletedSections.map { ("delete", $0) } + reloadedSections.map { ("reload", $0) }
            + movedSections.map { ("move", $0.from) }
    }

    private func sectionCountProblem(old: Int, new: Int) -> String? {
        let inserted = Set(insertedSections).count
        let deleted = Set(deletedSections).count
        guard new != old + inserted - deleted else { return nil }
        return "Invalid update: invalid number of sections. The number of sections contained in the \(noun.view) "
            + "after the update (\(new)) must be equal to the number of sections contained in the \(noun.view) "
            + "before the update (\(old)), plus or minus the number of sections inserted or deleted "
            + "(\(inserted) inserted, \(deleted) deleted)."
    }

    private func itemIndexProblem(oldCounts: [Int], newCounts: [Int]) -> String? {
        let used = deletedItems.map { ("delete", $0) } + reloadedItems.map { ("reload", $0) }
        for (action, path) in used + movedItems.map({ ("move", $0.from) }) {
            if let problem = problem(using: path, to: action, in: oldCounts) { return problem }
        }
        for path in insertedItems + movedItems.map(\.to) {
            if let problem = problem(inserting: path, in: newCounts) { return problem }
        }
        if let path = deletedItems.first(where: reloadedItems.contains) {
            return "attempt to delete and reload the same index path (\(path))"
        }
        return nil
    }

    /// Why `path` cannot be deleted, reloaded or moved (`action`) before the update, if it cannot.
    private func problem(using path: IndexPath, to action: String, in counts: [Int]) -> String? {
        let prefix = "attempt to \(action) \(noun.element) \(path.item) from section \(path.section)"
        guard counts.indices.contains(path.section) else {
            return prefix + ", but there are only \(counts.count) sections before the update"
        }
        guard !(0..<counts[path.section]).contains(path.item) else { return nil }
        return prefix + " which only contains \(counts[path.section]) \(noun.element)s before the update"
    }

    /// Why `path` cannot be inserted (or moved to) after the update, if it cannot.
    private func problem(inserting path: IndexPath, in counts: [Int]) -> String? {
        let prefix = "attempt to insert \(noun.element) \(path.item) into section \(path.section), but there are only"
        guard counts.indices.contains(path.section) else {
            return prefix + " \(counts.count) sections after the update"
        }
        guard !(0..<counts[path.section]).contains(path.item) else { return nil }
        return prefix + " \(counts[path.section]) \(noun.element)s in section \(path.section) after the update"
    }

    private func itemCountProblem(oldCounts: [Int], newCounts: [Int]) -> String? {
        let sections = CollectionUpdates.positions(
            oldCount: oldCounts.count, newCount: newCounts.count, removed: Set(deletedSections),
            added: Set(insertedSections), moves: movedSections)
        for (oldSection, newSection) in sections.enumerated() {
            guard let newSection, !reloadedSections.contains(oldSection) else { continue }
            let counts = SectionChange(self, oldSection: oldSection, newSection: newSection)
            let expected = oldCounts[oldSection] + counts.inserted - counts.deleted + counts.movedIn - counts.movedOut
            guard newCounts[newSection] != expected else { continue }
            let element = noun.element
            return "Invalid update: invalid number of \(element)s in section \(newSection). The number of "
                + "\(element)s contained in an existing section after the update (\(newCounts[newSection])) must be "
                + "equal to the number of \(element)s contained in that section before the update "
                + "(\(oldCounts[oldSection])), plus or minus the number of \(element)s inserted or deleted from that "
                + "section (\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or minus the number of "
                + "\(element)s moved into or out of that section (\(counts.movedIn) moved in, \(counts.movedOut) "
                + "moved out)."
        }
        return nil
    }

    /// How one section that stays changes: elements inserted into its new index, deleted from its old one,
    /// and moved in from or out to other sections.
    private struct SectionChange {
        let inserted: Int
        let deleted: Int
        let movedIn: Int
        let movedOut: Int

        init(_ check: BatchUpdateCheck, oldSection: Int, newSection: Int) {
            inserted = Set(check.insertedItems.filter { $0.section == newSection }).count
            deleted = Set(check.deletedItems.filter { $0.section == oldSection }).count
            let crossing = check.movedItems.filter { $0.from.section != oldSection || $0.to.section != newSection }
            movedIn = crossing.filter { $0.to.section == newSection }.count
            movedOut = crossing.filter { $0.from.section == oldSection }.count
        }
    }
}
