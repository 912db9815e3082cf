#if os(Linux)
    import Testing
    import UIKit

    /// A photo thumbnail: a solid colour standing in for the image, filling the cell as Photos' thumbnails do.
    private final class PhotoCell: UICollectionViewCell {
        static let identifier = "photo"
        let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.frame = contentView.bounds
            imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            imageView.clipsToBounds = true
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A section title as Photos shows one above its grid.
    private final class TitleHeader: UICollectionReusableView {
        static let identifier = "title"
        let titleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            addSubview(titleLabel)
            NSLayoutConstraint.activate([
                titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// The photo grid controller as an app writes it.
    private final class PhotoGridController: UICollectionViewController {
        let photoCount: Int

        init(layout: UICollectionViewLayout, photoCount: Int) {
            self.photoCount = photoCount
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Photos"
            collectionView.backgroundColor = .systemBackground
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
            collectionView.register(
                TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: TitleHeader.identifier)
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            photoCount
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
            let hue = CGFloat((indexPath.item * 37) % 100) / 100
            (cell as? PhotoCell)?.imageView.backgroundColor = UIColor(
                hue: hue, saturation: 0.45, brightness: 0.55 + CGFloat(indexPath.item % 4) * 0.1, alpha: 1)
            return cell
        }

        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: TitleHeader.identifier, for: indexPath)
            (header as? TitleHeader)?.titleLabel.text = "Recents"
            return header
        }
    }

    /// The two grids the design review looks at. Reference: Photos' library grid (square thumbnails edge to
    /// edge, separated by hairline gaps of about 2 pt, no corner rounding) and Apple's "Implementing Modern
    /// Collection Views" sample, whose grid is three fractional items per row with small item insets.
    @Suite("Photo grids")
    struct PhotoGridRenderTests {
        /// Three squares a row with 2 pt between them: each item a third of the row, its content inset 1 pt on
        /// every side (so neighbours are 2 pt apart), the section inset 1 pt so the outer gaps match; a
        /// 44-pt title header above.
        private func photoLayout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return UICollectionViewCompositionalLayout(section: section)
        }

        @Test("A compositional photo grid in an iPad Pro 11-inch form sheet")
        func compositionalGridInFormSheet() throws {
            let window = try UIWindow(device: "ipad-pro-11", orientation: .portrait, era: .ios18, appearance: .light)
            let root = UIViewController()
            root.view.backgroundColor = .systemGroupedBackground
            window.rootViewController = root
            let grid = PhotoGridController(layout: photoLayout(), photoCount: 40)
            let navigation = UINavigationController(rootViewController: grid)
            navigation.modalPresentationStyle = .formSheet
            root.present(navigation, animated: true, completion: nil)
            window.runUntilIdle()
            let collectionView = try #require(grid.collectionView)
            let cells = collectionView.visibleCells.sorted {
                ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
            }
            #expect(!cells.isEmpty)
            for cell in cells {
                let photo = cell.contentView.convert(cell.contentView.bounds, to: collectionView)
                #expect(abs(photo.width - photo.height) < 0.01, "square thumbnails")
            }
            // Neighbours in a row are 2 pt apart, and the row spans the sheet's width with 2-pt outer gaps too.
            let row = cells.prefix(3).map(\.frame)
            #expect(abs(row[1].minX - row[0].maxX - 2) < 0.01)
            #expect(abs(row[0].minX - 2) < 0.01)
            #expect(abs(collectionView.bounds.width - 2 - row[2].maxX) < 0.01)
            _ = try renderForReadback(window, name: "collections-photo-grid-ipad-form-sheet")
        }

        /// A flow-layout grid on an iPhone, sized as apps size Photos-like grids: three squares a row whose
        /// widths and two 2-pt gaps fill the 393-pt width exactly, 2 pt between lines.
        @Test("A flow-layout grid on an iPhone")
        func flowGridOnIPhone() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let layout = UICollectionViewFlowLayout()
            let side = (393 - 2 * 2) / 3.0
            layout.itemSize = CGSize(width: side, height: side)
            layout.minimumInteritemSpacing = 2
            layout.minimumLineSpacing = 2
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
            let grid = PhotoGridController(layout: layout, photoCount: 40)
            window.rootViewController = UINavigationController(rootViewController: grid)
            window.runUntilIdle()
            let collectionView = try #require(grid.collectionView)
            let second = try #require(collectionView.itemFrame(1))
            let third = try #require(collectionView.itemFrame(2))
            let fourth = try #require(collectionView.itemFrame(3))
            #expect(abs(second.minX - (side + 2)) < 0.001)
            #expect(abs(third.maxX - 393) < 0.001)
            #expect(abs(fourth.minY - (44 + side + 2)) < 0.001)
            _ = try renderForReadback(window, name: "collections-flow-grid-iphone")
        }
    }
#endif
