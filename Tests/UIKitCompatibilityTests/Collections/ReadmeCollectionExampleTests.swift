#if os(Linux)
    import Testing
    import UIKit

    /// The README's collection view example, compiled and laid out as written there.
    @Suite("README collection view example")
    struct ReadmeCollectionExampleTests {
        private struct Photo: Hashable {
            let id: Int
            var colour: UIColor { UIColor(hue: CGFloat(id % 10) / 10, saturation: 0.5, brightness: 0.7, alpha: 1) }
        }

        private final class PhotosViewController: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Int, Photo>?
            var collectionView: UICollectionView?

            override func viewDidLoad() {
                super.viewDidLoad()
                // As in the README.
                let item = NSCollectionLayoutItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
                    subitems: [item])
                let collectionView = UICollectionView(
                    frame: view.bounds,
                    collectionViewLayout: UICollectionViewCompositionalLayout(
                        section: NSCollectionLayoutSection(group: group)))
                let photoCell = UICollectionView.CellRegistration<UICollectionViewCell, Photo> { cell, _, photo in
                    cell.backgroundColor = photo.colour
                }
                dataSource = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: collectionView) {
                    view, path, photo in
                    view.dequeueConfiguredReusableCell(using: photoCell, for: path, item: photo)
                }
                view.addSubview(collectionView)
                self.collectionView = collectionView
            }
        }

        /// Three thumbnails a row, each a third of the width less its 1-pt insets (the compositional rules
        /// cited in `CompositionalLayoutTests`).
        @Test("Three square thumbnails a row")
        func example() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let controller = PhotosViewController()
            window.rootViewController = controller
            window.runUntilIdle()
            var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<9).map(Photo.init(id:)))
            controller.dataSource?.apply(snapshot, animatingDifferences: false)
            let collectionView = try #require(controller.collectionView)
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.layoutIfNeeded()
            let third = 393.0 / 3
            let first = try #require(collectionView.itemFrame(0))
            #expect(abs(first.width - (third - 2)) < 0.001 && abs(first.height - (third - 2)) < 0.001)
            let fourth = try #require(collectionView.itemFrame(3))
            #expect(abs(fourth.minY - (third + 1)) < 0.001)
        }
    }
#endif
