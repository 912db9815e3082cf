#if os(Linux)
    import Testing
    import UIKit

    /// `UICollectionViewDiffableDataSource` and list cells as Apple's "Implementing Modern Collection Views"
    /// sample and the `UICollectionViewDiffableDataSource` documentation use them: a cell registration, a
    /// data source made with a cell provider, and snapshots applied with or without animation. Applying a
    /// snapshot animates the differences from the current one (WWDC19 "Advances in UI Data Sources").
    @Suite("UICollectionViewDiffableDataSource")
    struct DiffableCollectionTests {
        private enum Section { case main }

        private func makeList() throws -> (
            UIWindow, UICollectionView, UICollectionViewDiffableDataSource<Section, String>
        ) {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
            collectionView.contentInsetAdjustmentBehavior = .never
            window.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            return (window, collectionView, dataSource)
        }

        @Test("Applying snapshots: rows, identifiers and an animated difference")
        func applySnapshots() throws {
            let (window, collectionView, dataSource) = try makeList()
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["Alpha", "Bravo", "Charlie"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            #expect(collectionView.numberOfItems(inSection: 0) == 3)
            #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Bravo")
            #expect(dataSource.indexPath(for: "Charlie") == IndexPath(item: 2, section: 0))
            // A list row of one line of body text is 44 pt, as a table's.
            #expect(collectionView.itemFrame(1) == CGRect(x: 0, y: 44, width: 393, height: 44))
            let charlie = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))

            var next = dataSource.snapshot()
            next.deleteItems(["Alpha"])
            next.appendItems(["Delta"])
            var completed = false
            dataSource.apply(next, animatingDifferences: true) { completed = true }
            #expect(!completed)
            window.advance(by: 0.5)
            #expect(completed)
            #expect(dataSource.snapshot().itemIdentifiers == ["Bravo", "Charlie", "Delta"])
            // The same cell shows Charlie, one row up.
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === charlie)
            #expect(charlie.frame.minY == 44)
            #expect(collectionView.visibleCells.count == 3)
        }

        /// A list cell's disclosure indicator sits at the trailing edge inside the cell's margin, as a table
        /// cell's does (the table's accessory metrics), and the content view leaves it room.
        @Test("A list cell's accessory")
        func listCellAccessory() throws {
            let (_, collectionView, dataSource) = try makeList()
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["Alpha"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            let cell = try #require(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            cell.layoutIfNeeded()
            let chevron = try #require(cell.subviews.first { $0.frame.minX >= cell.contentView.frame.maxX })
            #expect(chevron.frame.maxX == 377)  // 393 less the 16-pt margin
            #expect(cell.contentView.frame.maxX <= chevron.frame.minX)
            #expect(cell.backgroundConfiguration != nil)
        }

        /// An inset-grouped settings-style list, drawn for a look against Settings.
        @Test("An inset-grouped list draws")
        func insetGroupedListDraws() throws {
            let window = try UIWindow(device: "iphone-15-pro", orientation: .portrait, era: .ios18, appearance: .light)
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            collectionView.backgroundColor = .systemGroupedBackground
            // A bare window subview: the safe area is the app's to ask for.
            collectionView.contentInsetAdjustmentBehavior = .always
            window.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.backgroundConfiguration = .listGroupedCell()
                cell.accessories = item == "Wi-Fi" ? [.checkmark()] : [.disclosureIndicator()]
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["Airplane Mode", "Wi-Fi", "Bluetooth"], toSection: 0)
            snapshot.appendItems(["General", "Display & Brightness"], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(first.frame.height == 44)
            // The first group starts 35 pt below the safe area (grouped tables' spacing, the metrics table).
            #expect(first.convert(first.bounds, to: window).minY == window.safeAreaInsets.top + 35)
            _ = try renderForReadback(window, name: "collections-inset-grouped-list")
        }
    }
#endif
