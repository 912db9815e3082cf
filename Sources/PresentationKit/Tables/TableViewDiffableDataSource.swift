import Foundation

/// A table's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`: give it a
/// ``DiffableDataSourceSnapshot`` and it works out the rows that were inserted, deleted, moved and reloaded
/// since the last one, and animates them with ``defaultRowAnimation``.
///
/// It makes itself the table's data source; keep a strong reference to it, as on iOS (the table holds its
/// data source weakly). Differs from UIKit: a section whose position changed is moved by a reload of the
/// table, not animated.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    TableViewDataSource
{
    /// Makes the cell for an item: usually a dequeued cell, configured.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted, deleted and reloaded rows animate (default ``TableView/RowAnimation/automatic``).
    open var defaultRowAnimation = TableView.RowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// Shows `snapshot`: with `animatingDifferences`, the differences from the current one animate on the
    /// window's clock; without, the table reloads. `completion` runs when the change is done.
    open func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var shown = snapshot
        shown.clearMarks()
        let old = currentSnapshot
        currentSnapshot = shown
        for problem in snapshot.unreportedProblems { Window.reportMisuse(problem, near: tableView) }
        guard let tableView else {
            completion?()
            return
        }
        let batch = SnapshotDifference(from: old, to: snapshot, animation: defaultRowAnimation).batch
        guard animatingDifferences, let batch else {
            tableView.reloadData()
            completion?()
            return
        }
        tableView.performUpdateBatch(batch) { _ in completion?() }
    }

    /// Shows `snapshot` by reloading the table (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The item at a row, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// An item's row, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section at an index, or `nil` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = currentSnapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The position of a section, or `nil` (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: TableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int {
        currentSnapshot.numberOfSections
    }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return currentSnapshot.numberOfItems(inSection: identifier)
    }

    /// The cell the cell provider makes. As in UIKit, the provider must give one: for `nil`, UIKit's exception
    /// is reported (``PresentationError/invalidCell(_:)``) and an empty cell takes the row.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            tableView.reportMisuse(.invalidCell(CellMisuse.noTableCell))
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title by default; subclasses override it.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title by default; subclasses override it.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows cannot be edited by default, as in UIKit's diffable data source; subclasses override it.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
}

/// The row changes between two snapshots, as a table update: items gone are deleted, new ones inserted,
/// items that changed section or order moved (the fewest moves: those outside the longest run of items that
/// kept their order), marked items reloaded. `batch` is `nil` when the sections themselves changed order
/// (the table then reloads).
struct SnapshotDifference<Section: Hashable, Item: Hashable> {
    let batch: TableUpdateBatch?

    init(
        from old: DiffableDataSourceSnapshot<Section, Item>, to new: DiffableDataSourceSnapshot<Section, Item>,
        animation: TableView.RowAnimation
    ) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let kept = Set(oldSections).intersection(newSections)
        guard oldSections.filter(kept.contains) == newSections.filter(kept.contains) else {
            batch = nil
            return
        }
        var batch = TableUpdateBatch()
        batch.sectionAnimation = animation
        for (index, section) in oldSections.enumerated() where !kept.contains(section) {
            batch.deletedSections.insert(index)
        }
        for (index, section) in newSections.enumerated() where !kept.contains(section) {
            batch.insertedSections.insert(index)
        }
        for item in old.itemIdentifiers {
            guard let from = old.indexPath(of: item), kept.contains(oldSections[from.section]) else { continue }
            if new.indexPath(of: item) == nil {
                batch.deletedRows[IndexPath(row: from.item, section: from.section)] = animation
            }
        }
        for section in newSections where kept.contains(section) {
            Self.addChanges(in: section, from: old, to: new, animation: animation, to: &batch)
        }
        for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            if let from = old.indexPath(of: item) {
                batch.reloadedRows[IndexPath(row: from.item, section: from.section)] = animation
            }
        }
        self.batch = batch
    }

    /// Insertions and moves into one section that both snapshots have.
    private static func addChanges(
        in section: Section, from old: DiffableDataSourceSnapshot<Section, Item>,
        to new: DiffableDataSourceSnapshot<Section, Item>, animation: TableView.RowAnimation,
        to batch: inout TableUpdateBatch
    ) {
        let items = new.itemIdentifiers(inSection: section)
        guard let newSection = new.indexOfSection(section) else { return }
        var stayers: [(item: Item, oldRow: Int)] = []
        for (row, item) in items.enumerated() {
            let to = IndexPath(row: row, section: newSection)
            if let from = old.indexPath(of: item), old.sectionIdentifier(containingItem: item) == section {
                stayers.append((item, from.item))
            } else if let from = old.indexPath(of: item) {
                batch.movedRows[IndexPath(row: from.item, section: from.section)] = to
            } else {
                batch.insertedRows[to] = animation
            }
        }
        let ordered = Set(longestIncreasingRun(stayers.map(\.oldRow)))
        for (item, oldRow) in stayers where !ordered.contains(oldRow) {
            guard let to = new.indexPath(of: item) else { continue }
            batch.movedRows[IndexPath(row: oldRow, section: old.indexOfSection(section) ?? 0)] = IndexPath(
                row: to.item, section: to.section)
        }
    }

    /// The values of the longest strictly increasing subsequence.
    private static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var tailIndexes: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tailIndexes[low - 1] }
            if low == tails.count {
                tails.append(value)
                tailIndexes.append(index)
            } else {
                tails[low] = value
                tailIndexes[low] = index
            }
        }
        var run: [Int] = []
        var index = tailIndexes.last ?? -1
        while index >= 0 {
            run.append(values[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
