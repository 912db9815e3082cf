#if os(Linux)
    import UIKit

    /// A data source as an iOS app writes one: counts per section, a registered cell class, and a record of
    /// every cell it was asked for.
    final class CountingDataSource: NSObject, UICollectionViewDataSource {
        var itemCounts: [Int]
        private(set) var cellRequests: [IndexPath] = []
        /// Every distinct cell object handed out.
        private(set) var distinctCells: Set<ObjectIdentifier> = []

        init(itemCounts: [Int]) {
            self.itemCounts = itemCounts
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            itemCounts[section]
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            cellRequests.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CountedCell.identifier, for: indexPath)
            distinctCells.insert(ObjectIdentifier(cell))
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    /// A cell that counts how often it was reused.
    final class CountedCell: UICollectionViewCell {
        static let identifier = "counted"
        var reuses = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemBlue
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    /// A collection view of `size` with `layout` and a counting data source, laid out once.
    func makeCollectionView(
        size: CGSize = CGSize(width: 375, height: 667), layout: UICollectionViewLayout, itemCounts: [Int]
    ) -> (UICollectionView, CountingDataSource) {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CountedCell.self, forCellWithReuseIdentifier: CountedCell.identifier)
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "header")
        let dataSource = CountingDataSource(itemCounts: itemCounts)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    extension UICollectionView {
        /// The frame the layout gives the item at (`section`, `item`).
        func itemFrame(_ item: Int, section: Int = 0) -> CGRect? {
            layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
    }
#endif
