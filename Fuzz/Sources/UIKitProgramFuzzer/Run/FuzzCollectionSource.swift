import UIKit

/// A collection view's data source whose counts the program sets directly, so that they can change without
/// the collection view being told, and whose cells come in any of the ``CellMode``s.
final class FuzzCollectionSource: CountedDataSource, UICollectionViewDataSource {
    /// The collection view made before this one, whose cells ``CellMode/foreign`` hands out.
    weak var previousCollection: UICollectionView?
    private let otherCollection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
    private let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(item)"
        cell.contentConfiguration = content
    }
    private var sharedCell: UICollectionViewCell?

    init(counts: [Int]) {
        super.init(counts: counts, mode: .registered)
        otherCollection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "other")
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count(inSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        makeCell(
            { cell(in: collectionView, at: indexPath) },
            nested: { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) })
    }

    private func cell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        switch mode {
        case .plain, .registered:
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        case .registration:
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 1)
        case .registrationWithoutItem:
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: nil)
        case .unregistered:
            return collectionView.dequeueReusableCell(withReuseIdentifier: "never-registered", for: indexPath)
        case .notDequeued: return UICollectionViewCell(frame: .zero)
        case .foreign:
            return (previousCollection ?? otherCollection).dequeueReusableCell(
                withReuseIdentifier: previousCollection == nil ? "other" : "cell", for: indexPath)
        case .sameCell:
            let cell = sharedCell ?? collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            sharedCell = cell
            return cell
        case .reloadsInside:
            collectionView.reloadData()
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        case .updatesInside:
            if !counts.isEmpty { counts[0] += 1 }
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }
}
