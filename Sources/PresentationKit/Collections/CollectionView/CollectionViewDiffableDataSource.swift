import Foundation

/// A collection view's data source driven by snapshots, as UIKit's `UICollectionViewDiffableDataSource`: give
/// it a ``DiffableDataSourceSnapshot`` and it works out the items inserted, deleted, moved and reloaded since
/// the last one (the same difference the table's diffable data source computes) and animates them as a batch
/// update.
///
/// It makes itself the collection view's data source; keep a strong reference to it, as on iOS. Differs from
/// UIKit: a change in the order of sections reloads the collection view instead of animating.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    CollectionViewDataSource
{
    /// Makes the cell for an item: usually a dequeued, configured cell.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// Makes headers, footers and other supplementary views (default `nil`).
    open var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var currentSnapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// Shows `snapshot`: with `animatingDifferences`, the differences from the current one animate on the
    /// window's clock; without, the collection view reloads. `completion` runs when the change is done.
    open func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var shown = snapshot
        shown.clearMarks()
        let old = currentSnapshot
        for problem in snapshot.unreportedProblems { Window.reportMisuse(problem, near: collectionView) }
        guard let collectionView else {
            currentSnapshot = shown
            completion?()
            return
        }
        let batch = SnapshotDifference(from: old, to: snapshot, animation: .automatic).batch
        guard animatingDifferences, let batch else {
            currentSnapshot = shown
            collectionView.reloadData()
            completion?()
            return
        }
        collectionView.apply(
            CollectionUpdates(batch), changingData: { currentSnapshot = shown },
            completion: { _ in completion?() })
    }

    /// The item at an index path, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(at: indexPath)
    }

    /// An item's index path, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(of: itemIdentifier)
    }

    // MARK: CollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int {
        currentSnapshot.numberOfSections
    }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        let sections = currentSnapshot.sectionIdentifiers
        guard sections.indices.contains(section) else { return 0 }
        return currentSnapshot.numberOfItems(inSection: sections[section])
    }

    /// The cell the cell provider makes. As in UIKit, the provider must give one: for `nil`, UIKit's exception
    /// is reported (``PresentationError/invalidCell(_:)``) and an empty cell takes the item.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            collectionView.reportMisuse(.invalidCell(CellMisuse.noCollectionCell(at: indexPath)))
            return CollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The view the supplementary view provider makes; an empty view when there is none.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}

extension CollectionUpdates {
    /// The collection view form of a table's update batch (the diffable difference is computed once, for both).
    init(_ batch: TableUpdateBatch) {
        insertedSections = batch.insertedSections
        deletedSections = batch.deletedSections
        insertedItems = Array(batch.insertedRows.keys)
        deletedItems = Array(batch.deletedRows.keys)
        reloadedItems = Array(batch.reloadedRows.keys)
        movedItems = batch.movedRows.map { (from: $0.key, to: $0.value) }
    }
}
