#if os(Linux)
    import Testing
    import UIKit

    /// Compositional layout frames. The rules are Apple's: WWDC19 "Advances in Collection View Layout"
    /// (session 215) and the `NSCollectionLayoutDimension`/`NSCollectionLayoutItem`/`NSCollectionLayoutSection`
    /// documentation: fractional dimensions are fractions of the container (an item's container is its group,
    /// a group's is the section's width inside its content insets), an item's `contentInsets` shrink its
    /// content inside the space it takes without moving the others, `interItemSpacing` and
    /// `interGroupSpacing` separate items and groups, a group of one subitem with `count:` divides its width
    /// among the copies, and an orthogonal section lays its groups along the other axis.
    @Suite("UICollectionViewCompositionalLayout frames")
    struct CompositionalLayoutTests {
        private func square(_ fraction: CGFloat) -> NSCollectionLayoutItem {
            NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        }

        @Test("Fractional items in a horizontal group")
        func fractionalItems() {
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [square(0.5), square(0.25), square(0.25)])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let (collectionView, _) = makeCollectionView(
                size: CGSize(width: 400, height: 800), layout: layout, itemCounts: [5])
            #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 0, width: 200, height: 100))
            #expect(collectionView.itemFrame(1) == CGRect(x: 200, y: 0, width: 100, height: 100))
            #expect(collectionView.itemFrame(2) == CGRect(x: 300, y: 0, width: 100, height: 100))
            // The group repeats for the next items.
            #expect(collectionView.itemFrame(3) == CGRect(x: 0, y: 100, width: 200, height: 100))
            #expect(collectionView.contentSize == CGSize(width: 400, height: 200))
        }

        @Test("Nested groups")
        func nestedGroups() {
            let trailing = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                subitem: NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))),
                count: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                subitems: [square(2.0 / 3), trailing])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let (collectionView, _) = makeCollectionView(
                size: CGSize(width: 300, height: 800), layout: layout, itemCounts: [3])
            #expect(collectionView.itemFrame(0) == CGRect(x: 0, y: 0, width: 200, height: 200))
            #expect(collectionView.itemFrame(1) == CGRect(x: 200, y: 0, width: 100, height: 100))
            #expect(collectionView.itemFrame(2) == CGRect(x: 200, y: 100, width: 100, height: 100))
        }

        @Test("Content insets, inter-item and inter-group spacing")
        func insetsAndSpacing() {
            let item = square(1)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitem: item, count: 3)
            group.interItemSpacing = .fixed(6)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.interGroupSpacing = 8
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (collectionView, _) = makeCollectionView(
                size: CGSize(width: 332, height: 800), layout: layout, itemCounts: [4])
            // 312 pt inside the section's insets; three copies with two 6-pt gaps: 100 pt each, drawn 2 pt in.
            #expect(collectionView.itemFrame(0) == CGRect(x: 12, y: 12, width: 96, height: 96))
            #expect(collectionView.itemFrame(1) == CGRect(x: 118, y: 12, width: 96, height: 96))
            #expect(collectionView.itemFrame(2) == CGRect(x: 224, y: 12, width: 96, height: 96))
            #expect(collectionView.itemFrame(3) == CGRect(x: 12, y: 120, width: 96, height: 96))
            #expect(collectionView.contentSize.height == 228)  // 10 + 100 + 8 + 100 + 10
        }

        @Test("An orthogonal section lays its groups side by side")
        func orthogonalSection() {
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
                subitems: [square(1)])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (collectionView, _) = makeCollectionView(
                size: CGSize(width: 420, height: 800), layout: layout, itemCounts: [3])
            #expect(collectionView.itemFrame(0) == CGRect(x: 20, y: 0, width: 304, height: 120))
            #expect(collectionView.itemFrame(1) == CGRect(x: 334, y: 0, width: 304, height: 120))
            #expect(collectionView.itemFrame(2) == CGRect(x: 648, y: 0, width: 304, height: 120))
            #expect(collectionView.contentSize.height == 120)
            // Only the part inside the bounds gets cells.
            #expect(collectionView.visibleCells.count == 2)
        }

        @Test("A section header above the groups")
        func sectionHeader() {
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [square(1)])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (collectionView, _) = makeCollectionView(
                size: CGSize(width: 400, height: 800), layout: layout, itemCounts: [2])
            let header = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(header?.frame == CGRect(x: 16, y: 0, width: 368, height: 40))
            #expect(collectionView.itemFrame(0) == CGRect(x: 16, y: 48, width: 368, height: 50))
            #expect(collectionView.itemFrame(1) == CGRect(x: 16, y: 98, width: 368, height: 50))
        }

        /// A list section's rows are full width and start at the table row height (44 pt, `UITableView.rowHeight`'s
        /// default); inset grouped lists are inset by the layout margins and spaced as grouped tables (35 pt
        /// between groups, the first group 35 pt down: iOS 13+ grouped tables, the metrics table's entries).
        @Test("A list configuration")
        func listConfiguration() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18)
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: CountedCell.identifier)
            window.addSubview(collectionView)
            let dataSource = CountingDataSource(itemCounts: [2, 1])
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()
            let margin = collectionView.layoutMargins.left
            #expect(collectionView.itemFrame(0) == CGRect(x: margin, y: 35, width: 393 - 2 * margin, height: 44))
            #expect(collectionView.itemFrame(1)?.minY == 79)
            // The first section ends 17.5 pt below its last row (123 + 17.5); the next group starts 17.5 pt further.
            #expect(collectionView.itemFrame(0, section: 1)?.minY == 158)
        }
    }
#endif
