#if os(Linux)
    import Testing
    import UIKit

    /// A list driven by a diffable data source, written as for iOS.
    final class FruitListController: UIViewController {
        enum Section { case main }
        let tableView = UITableView(frame: .zero, style: .plain)
        lazy var dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) {
            tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            return cell
        }

        override func loadView() {
            view = tableView
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
            show(["Apple", "Banana", "Cherry"], animated: false)
        }

        func show(_ fruits: [String], animated: Bool) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(fruits)
            dataSource.apply(snapshot, animatingDifferences: animated)
        }

        /// The text each visible row shows, top to bottom.
        var shownTexts: [String?] {
            tableView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        }
    }

    @Suite("Diffable data sources and snapshots")
    struct DiffableDataSourceTests {
        @Test("applying a snapshot inserts, deletes and moves rows so each row shows its item")
        func applyReachesTheRightRows() throws {
            // Apple, UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:): the data source
            // computes the differences between the current and the new snapshot and updates the table.
            let controller = FruitListController()
            let window = try showTable(controller)
            #expect(controller.shownTexts == ["Apple", "Banana", "Cherry"])
            controller.show(["Cherry", "Apple", "Damson"], animated: true)
            window.runUntilIdle()
            #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
            #expect(controller.shownTexts == ["Cherry", "Apple", "Damson"])
            #expect(controller.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "Damson")
            #expect(controller.dataSource.indexPath(for: "Apple") == IndexPath(row: 1, section: 0))
            #expect(controller.dataSource.indexPath(for: "Banana") == nil)
            #expect(controller.dataSource.snapshot().itemIdentifiers == ["Cherry", "Apple", "Damson"])
        }

        @Test("a snapshot keeps sections and items in order and answers where each item is")
        func snapshotQueries() {
            // Apple, NSDiffableDataSourceSnapshot: items are appended to the last section unless one is named;
            // insertItems(_:beforeItem:) and moveItem(_:afterItem:) place items relative to others.
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems([1, 2, 3], toSection: "A")
            snapshot.appendItems([10, 20])
            snapshot.insertItems([0], beforeItem: 1)
            snapshot.moveItem(3, afterItem: 20)
            #expect(snapshot.numberOfSections == 2)
            #expect(snapshot.numberOfItems == 6)
            #expect(snapshot.itemIdentifiers(inSection: "A") == [0, 1, 2])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [10, 20, 3])
            #expect(snapshot.sectionIdentifier(containingItem: 3) == "B")
            #expect(snapshot.indexOfItem(10) == 3)
            #expect(snapshot.indexOfSection("B") == 1)
            snapshot.deleteItems([1, 99])
            snapshot.deleteSections(["A"])
            #expect(snapshot.sectionIdentifiers == ["B"])
            #expect(snapshot.itemIdentifiers == [10, 20, 3])
            #expect(snapshot.indexOfItem(0) == nil)
            snapshot.reloadItems([20])
            snapshot.reconfigureItems([10])
            #expect(snapshot.reloadedItemIdentifiers == [20])
            #expect(snapshot.reconfiguredItemIdentifiers == [10])
        }
    }
#endif
