import UIKit

/// A photo grid as apps write it: a `UICollectionView` with a compositional layout of three square photos a
/// row, 2 pt apart, under a section header, fed by a diffable data source; shown in an iPad form sheet.
public final class PhotoGridViewController: UIViewController {
    private enum Section: Hashable {
        case recent
    }

    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>?
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())

    /// Three squares a row, 2 pt apart, under a 44-pt header.
    private static func layout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recents"
        view.backgroundColor = .systemBackground
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)

        let hues: [UIColor] = [.systemTeal, .systemOrange, .systemPink, .systemGreen, .systemIndigo, .systemYellow]
        let photo = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            cell.contentView.backgroundColor = hues[number % hues.count]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { cell, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Last 7 days"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: photo, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.recent])
        snapshot.appendItems(Array(0..<60), toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}

/// Presents the grid, in a navigation controller, as a form sheet.
public final class PhotoGridHostViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard presentedViewController == nil else { return }
        let grid = UINavigationController(rootViewController: PhotoGridViewController())
        grid.modalPresentationStyle = .formSheet
        present(grid, animated: false)
    }
}
