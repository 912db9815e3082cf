import UIKit

/// How a diffable data source's cell provider answers.
enum ProviderMode: String, Sendable, CaseIterable {
    case normal
    /// Returns `nil` (UIKit raises).
    case returnsNil
    /// Applies the current snapshot again while the data source applies one.
    case appliesInside
}

/// A diffable data source on a table or a collection view, with the snapshot a program edits before applying
/// it (sections and items are `Int`s, so that duplicates and missing identifiers come easily).
final class FuzzDiffable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

    let view: UIView
    var working = Snapshot()
    var mode = ProviderMode.normal
    private var tableSource: UITableViewDiffableDataSource<Int, Int>?
    private var collectionSource: UICollectionViewDiffableDataSource<Int, Int>?
    private var isApplyingInside = false

    init(onCollection: Bool) {
        if onCollection {
            let collection = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
            collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
            view = collection
            collectionSource = UICollectionViewDiffableDataSource(collectionView: collection) {
                [unowned self] collection, indexPath, item in
                self.provide(item: item) { collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            }
        } else {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
            view = table
            tableSource = UITableViewDiffableDataSource(tableView: table) { [unowned self] table, _, item in
                self.provide(item: item) {
                    table.dequeueReusableCell(withIdentifier: "cell")
                        ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
                }
            }
        }
    }

    /// The cell the provider gives for `item`, in the current ``mode``.
    private func provide<Cell>(item: Int, cell: () -> Cell) -> Cell? {
        switch mode {
        case .normal: return cell()
        case .returnsNil: return nil
        case .appliesInside:
            if !isApplyingInside {
                isApplyingInside = true
                apply(current, animating: true, completion: nil)
                isApplyingInside = false
            }
            return cell()
        }
    }

    /// The snapshot the data source shows.
    var current: Snapshot {
        tableSource?.snapshot() ?? collectionSource?.snapshot() ?? Snapshot()
    }

    func apply(_ snapshot: Snapshot, animating: Bool, completion: (() -> Void)?) {
        tableSource?.apply(snapshot, animatingDifferences: animating, completion: completion)
        collectionSource?.apply(snapshot, animatingDifferences: animating, completion: completion)
    }
}
